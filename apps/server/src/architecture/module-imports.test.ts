import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** A module's public faces: its index.ts, and the ingest's own entry, which only the CLI loads (it brings in music-metadata and ffmpeg). */
const ENTRIES = [...fs.readdirSync(MODULES), 'catalog/ingest'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

it("imports another module only through its index (tests aside, which may reach a module's parts)", () => {
  const violations = sourceFiles(SRC).flatMap((file) => {
    const own = path.relative(MODULES, file).split(path.sep)[0];
    return [...fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']*)'/g)].flatMap(([, spec]) => {
      const target = path.relative(MODULES, path.resolve(path.dirname(file), spec!)).split(path.sep).join('/');
      if (target.startsWith('..') || target.split('/')[0] === own || ENTRIES.includes(target)) return [];
      return [`${path.relative(SRC, file)} imports ${spec}`];
    });
  });
  expect(violations).toEqual([]);
});
