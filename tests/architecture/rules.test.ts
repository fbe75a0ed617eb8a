import { describe, expect, it } from 'vitest';
import { importCycles } from './cycles';
import type { ImportGraph } from './import-graph';
import { DEPENDENCY_RULES, type DependencyRule, violations, webFilesOutsideLayers } from './rules';

/** An edge is a target file (imported by a relative path) or [target, specifier as written]. */
type FakeEdge = string | readonly [string, string];

/** A graph of a few named files, for checking that each rule can fail. */
function fakeGraph(files: Record<string, readonly FakeEdge[]>, testFiles: readonly string[] = []): ImportGraph {
  return new Map(
    Object.entries(files).map(([file, edges]) => [
      file,
      {
        imports: edges.map((edge) => {
          const [to, specifier] = typeof edge === 'string' ? [edge, `./${edge}`] : edge;
          return { to, specifier, typeOnly: false, dynamic: false };
        }),
        isTestCode: testFiles.includes(file),
      },
    ]),
  );
}

function rule(namePart: string): DependencyRule {
  const found = DEPENDENCY_RULES.find((r) => r.name.includes(namePart));
  if (!found) throw new Error(`no rule named like ${namePart}`);
  return found;
}

const targets = (graph: ImportGraph, r: DependencyRule) => violations(graph, r).map((line) => line.split(' → ')[1]?.split(' ')[0]);

describe('the dependency rules, on small made-up graphs', () => {
  it('db/ may not import a module or the seed layer; a test there may', () => {
    const graph = fakeGraph(
      {
        'apps/server/src/db/index.ts': ['apps/server/src/modules/catalog/repo.ts', 'apps/server/src/seed/index.ts', 'apps/server/src/db/schema.ts'],
        'apps/server/src/db/index.test.ts': ['apps/server/src/modules/catalog/repo.ts'],
      },
      ['apps/server/src/db/index.test.ts'],
    );
    expect(targets(graph, rule('database layer'))).toEqual(['apps/server/src/modules/catalog/repo.ts', 'apps/server/src/seed/index.ts']);
  });

  it("the server's code may reach another module only through its index or the ingest's entry; a test may reach its parts", () => {
    const graph = fakeGraph(
      {
        'apps/server/src/modules/listening/service.ts': [
          'apps/server/src/modules/catalog/index.ts',
          'apps/server/src/modules/catalog/channels/repo.ts',
          'apps/server/src/modules/listening/playlist/plan.ts',
        ],
        'apps/server/src/cli/ingest.ts': ['apps/server/src/modules/catalog/ingest/index.ts', 'apps/server/src/modules/catalog/ingest/probe.ts'],
        'apps/server/src/modules/listening/listening.test.ts': ['apps/server/src/modules/catalog/channels/repo.ts'],
      },
      ['apps/server/src/modules/listening/listening.test.ts'],
    );
    expect(targets(graph, rule('through its index'))).toEqual(['apps/server/src/modules/catalog/channels/repo.ts', 'apps/server/src/modules/catalog/ingest/probe.ts']);
  });

  it('a migration may import the dialect helpers and nothing else of ours, and they nothing at all', () => {
    const graph = fakeGraph({
      'apps/server/src/db/migrations/20990101_0001_example.ts': ['apps/server/src/db/dialect.ts', 'apps/server/src/db/schema.ts'],
      'apps/server/src/db/dialect.ts': ['apps/server/src/db/index.ts'],
      'apps/server/src/db/migrations/index.ts': ['apps/server/src/db/migrations/20990101_0001_example.ts'],
    });
    expect(violations(graph, rule('migration'))).toEqual([
      "apps/server/src/db/migrations/20990101_0001_example.ts → apps/server/src/db/schema.ts ('./apps/server/src/db/schema.ts')",
      "apps/server/src/db/dialect.ts → apps/server/src/db/index.ts ('./apps/server/src/db/index.ts')",
    ]);
  });

  it("the web's layers may not import upward: a feature no page, layout or app/, lib/ nothing above it", () => {
    const graph = fakeGraph(
      {
        'apps/web/src/features/player/Bar.tsx': [
          'apps/web/src/pages/home/page.tsx',
          'apps/web/src/layout/AppShell.tsx',
          'apps/web/src/app/routes.tsx',
          'apps/web/src/features/blend/Button.tsx',
          'apps/web/src/lib/env.ts',
        ],
        'apps/web/src/lib/env.ts': ['apps/web/src/features/player/Bar.tsx', 'apps/web/src/lib/cookies.ts'],
        'apps/web/src/main.tsx': ['apps/web/src/app/routes.tsx'],
        'apps/web/src/features/player/Bar.test.tsx': ['apps/web/src/app/testing.tsx'],
      },
      ['apps/web/src/features/player/Bar.test.tsx'],
    );
    expect(targets(graph, rule("web's layers"))).toEqual([
      'apps/web/src/pages/home/page.tsx',
      'apps/web/src/layout/AppShell.tsx',
      'apps/web/src/app/routes.tsx',
      'apps/web/src/features/player/Bar.tsx',
    ]);
  });

  it('the web app may use the contract and no other package of ours', () => {
    const graph = fakeGraph({ 'apps/web/src/lib/env.ts': ['packages/contract/src/index.ts', 'packages/catalog/src/index.ts'] });
    expect(targets(graph, rule('no workspace package but the contract'))).toEqual(['packages/catalog/src/index.ts']);
  });

  it('a package may not import an app', () => {
    const graph = fakeGraph({ 'packages/contract/src/index.ts': ['apps/server/src/config.ts', 'packages/contract/src/limits.ts'] });
    expect(targets(graph, rule('package imports no app'))).toEqual(['apps/server/src/config.ts']);
  });

  it("code outside the server may reach it only by @earshot/server's entries, tests included", () => {
    const graph = fakeGraph(
      {
        'e2e/support/server.ts': [
          ['apps/server/src/test/server-process.ts', '../../apps/server/src/test/server-process'],
          ['apps/server/src/test/mail.ts', '@earshot/server/testing/mail'],
        ],
        'bench/ingest.test.ts': [['apps/server/src/db/index.ts', '../apps/server/src/db']],
        'apps/server/src/app.ts': [['apps/server/src/db/index.ts', './db']],
      },
      ['bench/ingest.test.ts'],
    );
    expect(targets(graph, rule('package entries'))).toEqual(['apps/server/src/test/server-process.ts', 'apps/server/src/db/index.ts']);
  });

  it('knows every top-level folder of the web app as a layer', () => {
    const graph = fakeGraph({ 'apps/web/src/widgets/Clock.tsx': [], 'apps/web/src/ui/Tile.tsx': [], 'apps/web/src/entry-server.tsx': [] });
    expect(webFilesOutsideLayers(graph)).toEqual(['apps/web/src/widgets/Clock.tsx']);
  });
});

describe('import cycles, on small made-up graphs', () => {
  it('finds none where imports only point one way', () => {
    expect(importCycles(fakeGraph({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('finds each tangle once, with every file in it, and a file importing itself', () => {
    const graph = fakeGraph({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts', 'd.ts'], 'd.ts': [], 'e.ts': ['f.ts'], 'f.ts': ['e.ts'], 'g.ts': ['g.ts'] });
    expect(importCycles(graph).sort()).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts', 'f.ts'], ['g.ts']]);
  });

  it('survives a chain of imports deeper than the call stack', () => {
    const chain = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`f${i}.ts`, [`f${(i + 1) % 20_000}.ts`]]));
    expect(importCycles(fakeGraph(chain))[0]).toHaveLength(20_000);
  });
});
