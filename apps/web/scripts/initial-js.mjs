// Prints the JavaScript a first page load downloads: the client entry and every chunk it imports
// statically, raw and gzipped, from the built Vite manifest. bench/initial-js.ts measures it per route.
// Usage: npm run build -w @earshot/web && node apps/web/scripts/initial-js.mjs
import { fileSizes, KB, readManifest, staticImportFiles } from './first-load-js.mjs';

const manifest = readManifest();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

const kB = (bytes) => (bytes / KB).toFixed(2);
let raw = 0;
let gzip = 0;
for (const size of fileSizes(staticImportFiles(manifest, [entryKey]))) {
  raw += size.raw;
  gzip += size.gzip;
  console.log(`${size.file.padEnd(40)} ${kB(size.raw).padStart(9)} kB  gzip ${kB(size.gzip).padStart(8)} kB`);
}
console.log(`${'initial JS'.padEnd(40)} ${kB(raw).padStart(9)} kB  gzip ${kB(gzip).padStart(8)} kB`);
