import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (apps/web/README.md, "Layers"), read from its import statements: app/ on
 * top composes pages, layout and features; lib/ at the bottom imports nothing of ours but the
 * contract. Tests may assemble anything, so test files and test support (what imports vitest) are
 * left out of the direction rules; every module counts for cycles, dynamic and type imports too.
 */

const SRC = import.meta.dirname;

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<string, readonly string[]> = {
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

/** Workspace packages: the web app uses the contract (limits, messages, schemas) and no other. */
const WORKSPACE_PACKAGE = /^@earshot\//;
const CONTRACT = '@earshot/contract';

interface Module {
  file: string;
  isTestCode: boolean;
  /** Our modules it imports (resolved, relative to src/). */
  imports: string[];
  packages: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
  if (!found) throw new Error(`${path.relative(SRC, from)}: cannot resolve '${specifier}'`);
  return path.relative(SRC, found).split(path.sep).join('/');
}

function readModule(file: string): Module {
  // Comments may show example imports; URLs in strings keep their '//' (a ':' precedes it).
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}])\/\/.*$/gm, '$1');
  const specifiers = [...code.matchAll(/\b(?:from\s*|import\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return {
    file: path.relative(SRC, file).split(path.sep).join('/'),
    isTestCode: /\.test\.tsx?$/.test(file) || specifiers.includes('vitest'),
    imports: specifiers.filter((s) => s.startsWith('.')).map((s) => resolveImport(file, s)),
    packages: specifiers.filter((s) => !s.startsWith('.')),
  };
}

/** The entries (main.tsx, entry-server.tsx) sit beside the folders, where the build expects them; they are the app layer. */
function layerOf(file: string): string {
  return file.includes('/') ? file.slice(0, file.indexOf('/')) : 'app';
}

/** Groups of modules that import each other, directly or around a loop (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const modules = sourceFiles(SRC).map(readModule);

describe('the web app’s layers', () => {
  it('puts every module in a known layer', () => {
    expect(modules.filter((m) => !(layerOf(m.file) in MAY_IMPORT)).map((m) => m.file)).toEqual([]);
  });

  it('imports only downward: app → pages → layout → features → api → lib, ui → lib', () => {
    const wrong = modules
      .filter((m) => !m.isTestCode)
      .flatMap((m) => m.imports.filter((target) => layerOf(target) !== layerOf(m.file) && !MAY_IMPORT[layerOf(m.file)]!.includes(layerOf(target))).map((target) => `${m.file} → ${target}`));
    expect(wrong).toEqual([]);
  });

  it('uses no workspace package but the contract', () => {
    const wrong = modules.flatMap((m) => m.packages.filter((p) => WORKSPACE_PACKAGE.test(p) && p !== CONTRACT && !p.startsWith(`${CONTRACT}/`)).map((p) => `${m.file} → ${p}`));
    expect(wrong).toEqual([]);
  });

  it('has no import cycles, counting lazy and type-only imports', () => {
    const graph = new Map(modules.map((m) => [m.file, m.imports.filter((target) => /\.tsx?$/.test(target))]));
    expect(cycles(graph)).toEqual([]);
  });
});
