// Node 20 workers do not inherit the parent's tsx loader (and ignore `--import tsx` in execArgv),
// so register it here before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
