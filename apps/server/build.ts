import path from 'node:path';
import { bundleServer } from './bundle';

await bundleServer(path.join(import.meta.dirname, 'dist'));
