import { benchInitialJs, printInitialJsTable } from './initial-js';
const r = await benchInitialJs();
printInitialJsTable(process.argv[2] ?? 'initial js', [...r.rows, r.entry]);
process.exit(0);
