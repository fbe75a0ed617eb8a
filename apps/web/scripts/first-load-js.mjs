// What a first page load downloads, measured from the built client: shared by initial-js.mjs (the
// entry alone) and bench/initial-js.ts (each route's server-rendered HTML).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sizes are in kB of 1000 bytes, as Vite's build output prints them. */
export const KB = 1000;

export const clientDir = path.resolve(import.meta.dirname, '../dist/client');

export function readManifest(dir = clientDir) {
  return JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
}

/** Files (relative to the client folder) of the chunks `keys` name and every chunk they import statically. */
export function staticImportFiles(manifest, keys) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
    files.push(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Each file's size, raw and gzipped at zlib level 9 (like `gzip -9`), in bytes. */
export function fileSizes(files, dir = clientDir) {
  return files.map((file) => {
    const bytes = readFileSync(path.join(dir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}
