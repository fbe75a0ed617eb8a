// Prints the JavaScript a first page load downloads: the client entry and every chunk it imports
// statically, raw and gzipped (zlib level 9, like `gzip -9`), from the built Vite manifest.
// Usage: npm run build -w @earshot/web && node apps/web/scripts/initial-js.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

const files = [];
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  files.push(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(path.join(clientDir, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += gz;
  console.log(`${file.padEnd(40)} ${(bytes.length / 1000).toFixed(2).padStart(9)} kB  gzip ${(gz / 1000).toFixed(2).padStart(8)} kB`);
}
console.log(`${'initial JS'.padEnd(40)} ${(raw / 1000).toFixed(2).padStart(9)} kB  gzip ${(gzip / 1000).toFixed(2).padStart(8)} kB`);
