import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface Manifest { name: string; dependencies?: Record<string, string> }
interface Lock { packages: Record<string, { version?: string }> }

const workspaces = (readJson('package.json').workspaces as string[]).map((dir) => ({ dir, manifest: readJson(`${dir}/package.json`) as Manifest }));
const ownPackages = new Set(workspaces.map((w) => w.manifest.name));

describe('runtime dependencies', () => {
  const lock = readJson('package-lock.json') as Lock;
  const pinned = workspaces.flatMap(({ dir, manifest }) =>
    Object.entries(manifest.dependencies ?? {}).filter(([name]) => !ownPackages.has(name)).map(([name, version]) => ({ dir, name, version })),
  );

  it('are pinned to exact versions, so an install cannot pull a release nobody reviewed', () => {
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.filter((d) => !/^\d+\.\d+\.\d+$/.test(d.version))).toEqual([]);
  });

  it('are installed from the lock file at exactly those versions', () => {
    const installed = (d: (typeof pinned)[number]) => (lock.packages[`${d.dir}/node_modules/${d.name}`] ?? lock.packages[`node_modules/${d.name}`])?.version;
    expect(pinned.filter((d) => installed(d) !== d.version).map((d) => `${d.dir}: ${d.name} ${d.version} → ${installed(d)}`)).toEqual([]);
  });
});
