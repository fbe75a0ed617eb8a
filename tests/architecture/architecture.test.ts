import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './cycles';
import { REPO_ROOT, importGraph } from './import-graph';
import { DEPENDENCY_RULES, violations, webFilesOutsideLayers } from './rules';

const { workspaces } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
const graph = importGraph(REPO_ROOT, [...workspaces, 'tests']);

describe('the repository’s dependency rules', () => {
  it('reads every workspace’s code, imports resolved', () => {
    for (const workspace of workspaces) expect([...graph.keys()].some((file) => file.startsWith(`${workspace}/`)), workspace).toBe(true);
    expect(graph.get('apps/server/src/app.ts')?.imports.length).toBeGreaterThan(10);
  });

  it('has no import cycles, type-only and lazy imports counted', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('puts every file of the web app in a known layer', () => {
    expect(webFilesOutsideLayers(graph)).toEqual([]);
  });

  for (const rule of DEPENDENCY_RULES) {
    it(rule.name, () => {
      expect(violations(graph, rule)).toEqual([]);
    });
  }
});
