import type { ImportGraph } from './import-graph';

/** One import, from one of our files to another. */
export interface Dependency {
  readonly from: string;
  readonly to: string;
  readonly specifier: string;
}

export interface DependencyRule {
  /** What the rule keeps true, as its test is named. */
  readonly name: string;
  readonly forbids: (dependency: Dependency) => boolean;
  /**
   * Tests may assemble anything (a feature's test renders it inside the app's providers), so a rule
   * about which way the layers point leaves test code out; a rule about how a thing is reached does not.
   */
  readonly testCodeExempt: boolean;
}

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONTRACT = 'packages/contract';
const DIALECT = `${SERVER}/db/dialect.ts`;
const MIGRATION = /^apps\/server\/src\/db\/migrations\/\d{8}_\d{4}_\w+\.ts$/;
const MODULES = `${SERVER}/modules`;
/** A server module's public faces: its index.ts, and the ingest's own entry, which only the CLI loads (it brings in music-metadata and ffmpeg). */
const MODULE_ENTRY = /^apps\/server\/src\/modules\/(?:[^/]+|catalog\/ingest)\/index\.ts$/;
const moduleOf = (file: string) => (under(MODULES, file) ? file.slice(MODULES.length + 1).split('/')[0] : undefined);

/**
 * The web app's layers (apps/web/README.md, "Layers") and what each may import besides itself:
 * app/ on top composes pages, layout and features; lib/ at the bottom imports nothing of ours but
 * the contract. The entries (main.tsx, entry-server.tsx) sit beside the folders, where the build
 * expects them, and belong to app.
 */
export const WEB_LAYERS: Readonly<Record<string, readonly string[]>> = {
  app: ['pages', 'layout', 'features', 'ui', 'api', 'lib', 'styles'],
  pages: ['layout', 'features', 'ui', 'api', 'lib'],
  layout: ['features', 'ui', 'api', 'lib'],
  features: ['ui', 'api', 'lib'],
  api: ['lib'],
  ui: ['lib'],
  lib: [],
  /** Tests only (of hostile data and web storage), which the direction rules leave out. */
  security: [],
};

const under = (folder: string, file: string) => file.startsWith(`${folder}/`);

/** The web layer of a file under apps/web/src. */
export function webLayerOf(file: string): string {
  const path = file.slice(WEB.length + 1);
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : 'app';
}

const webLayerMayImport = (from: string, to: string): boolean => {
  const [fromLayer, toLayer] = [webLayerOf(from), webLayerOf(to)];
  return fromLayer === toLayer || (WEB_LAYERS[fromLayer] ?? []).includes(toLayer);
};

/**
 * The layering rules of the code base (docs/architecture.md). Every import counts: `import type`
 * (a type names the layer it comes from as surely as a value does) and `import()` (a chunk loaded
 * later is still code this file knows).
 */
export const DEPENDENCY_RULES: readonly DependencyRule[] = [
  {
    name: 'the database layer (server db/) imports no module and not the seed layer above it',
    forbids: ({ from, to }) => under(`${SERVER}/db`, from) && (under(`${SERVER}/modules`, to) || under(`${SERVER}/seed`, to)),
    testCodeExempt: true,
  },
  {
    name: 'a migration, and the dialect helpers it uses, import nothing else of ours: released, it never changes',
    forbids: ({ from, to }) => (MIGRATION.test(from) || from === DIALECT) && to !== DIALECT,
    testCodeExempt: false,
  },
  {
    name: 'code of the server imports a module only through its index (or the ingest\'s entry), never its parts',
    forbids: ({ from, to }) => under(SERVER, from) && moduleOf(to) !== undefined && moduleOf(to) !== moduleOf(from) && !MODULE_ENTRY.test(to),
    testCodeExempt: true,
  },
  {
    name: "the web's layers import only downward: app → pages → layout → features → api → lib, ui → lib (so lib/ imports nothing of ours but the contract, and a feature no page, layout or app/)",
    forbids: ({ from, to }) => under(WEB, from) && under(WEB, to) && !webLayerMayImport(from, to),
    testCodeExempt: true,
  },
  {
    name: 'the web app uses no workspace package but the contract',
    forbids: ({ from, to }) => under(WEB, from) && under('packages', to) && !under(CONTRACT, to),
    testCodeExempt: false,
  },
  {
    name: 'a package imports no app',
    forbids: ({ from, to }) => under('packages', from) && under('apps', to),
    testCodeExempt: false,
  },
  {
    name: "code outside the server reaches it only through @earshot/server's package entries (e2e and bench use its test helpers so)",
    forbids: ({ from, to, specifier }) => !under('apps/server', from) && under('apps/server', to) && !specifier.startsWith('@earshot/server/'),
    testCodeExempt: false,
  },
];

/** Each import the rule forbids, as `from → to ('specifier')`. */
export function violations(graph: ImportGraph, rule: DependencyRule): string[] {
  const found: string[] = [];
  for (const [from, { imports, isTestCode }] of graph) {
    if (isTestCode && rule.testCodeExempt) continue;
    for (const { to, specifier } of imports) {
      if (rule.forbids({ from, to, specifier })) found.push(`${from} → ${to} ('${specifier}')`);
    }
  }
  return found;
}

/** Files under apps/web/src in no known layer: a new top-level folder must be given its place. */
export function webFilesOutsideLayers(graph: ImportGraph): string[] {
  return [...graph.keys()].filter((file) => under(WEB, file) && !(webLayerOf(file) in WEB_LAYERS));
}
