import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tablesNamed } from './scan-tables';
import { TABLE_OWNERS, ownerOf } from './table-owners';

const SRC = path.resolve(import.meta.dirname, '..');
const MIGRATIONS = path.join(SRC, 'db/migrations');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The part of the server a file belongs to: its module (`modules/<module>/…`), else its top folder or file. */
function partOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'modules' ? second : first.replace(/\.ts$/, '');
}

/**
 * Left out: tests and the test helpers (src/test/), which set up and read rows directly as fixtures
 * do; the migrations, frozen DDL that names every table; and the seed layer, which loads the
 * generated demo catalog into the catalog's and content's tables in one batched transaction, as a
 * bulk load of data rather than a module's reads and writes.
 */
const UNCHECKED = ['test', path.join('db', 'migrations'), 'seed'].map((folder) => folder + path.sep);

function isChecked(file: string): boolean {
  const relative = path.relative(SRC, file);
  return !relative.endsWith('.test.ts') && !UNCHECKED.some((folder) => relative.startsWith(folder));
}

const migrationTables = [
  ...new Set(sourceFiles(MIGRATIONS).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/createTable\('([a-z_]+)'/g)].map((m) => m[1]))),
].sort();

describe('table ownership', () => {
  it('gives every table the migrations create exactly one owner', () => {
    const owned = Object.values(TABLE_OWNERS).flat();
    expect([...owned].sort()).toEqual(migrationTables);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it("lets only a table's owner name it", () => {
    const tables = new Set(migrationTables);
    const violations = sourceFiles(SRC)
      .filter(isChecked)
      .flatMap((file) => {
        const part = partOf(file);
        return [...tablesNamed(fs.readFileSync(file, 'utf8'), tables)]
          .filter((table) => ownerOf(table) !== part)
          .map((table) => `${path.relative(SRC, file)} names ${table}, owned by ${ownerOf(table)}`);
      });
    expect(violations).toEqual([]);
  });
});
