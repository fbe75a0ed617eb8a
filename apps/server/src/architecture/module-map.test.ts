import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners';

const DOC = path.resolve(import.meta.dirname, '../../../../docs/architecture.md');
const MODULES = path.resolve(import.meta.dirname, '../modules');

/** The module map's rows: each module and the tables its "Owns tables" cell names. */
function moduleMap(): Record<string, string[]> {
  const rows = fs.readFileSync(DOC, 'utf8').split('\n').filter((line) => /^\| `[a-z-]+`/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const [module, tables] = row.split('|').slice(1, 3);
      const name = /`([a-z-]+)`/.exec(module);
      if (!name) throw new Error(`module map row without a module name: ${row}`);
      return [name[1], [...tables.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).sort()];
    }),
  );
}

it("docs/architecture.md's module map names every module and the tables each owns", () => {
  const modules = fs.readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  const expected = Object.fromEntries(modules.map((m) => [m, [...((TABLE_OWNERS as Record<string, readonly string[]>)[m] ?? [])].sort()]));
  expect(moduleMap()).toEqual(expected);
});
