import type { ChunkAssets, ClientAssets, RenderContext } from '@earshot/contract';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type { ChunkAssets, ClientAssets, ClientEnv, RenderContext } from '@earshot/contract';

export type RenderFn = (request: Request, ctx: RenderContext) => Promise<Response>;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Manifest keys of `key` and everything it imports statically, depth first, skipping `loaded`. */
function staticGraph(manifest: Manifest, key: string, loaded: ReadonlySet<string> = new Set()): string[] {
  const keys: string[] = [];
  const visit = (k: string) => {
    if (loaded.has(k) || keys.includes(k) || !manifest[k]) return;
    keys.push(k);
    manifest[k].imports?.forEach(visit);
  };
  visit(key);
  return keys;
}

/**
 * The stylesheets of `key` and its static imports (skipping `loaded`) in the order the modules
 * run, imports before importers, which is the order their CSS was written to cascade in.
 */
function stylesOf(manifest: Manifest, key: string, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (k: string) => {
    if (loaded.has(k) || seen.has(k) || !manifest[k]) return;
    seen.add(k);
    manifest[k].imports?.forEach(visit);
    for (const css of manifest[k].css ?? []) styles.add(`/${css}`);
  };
  visit(key);
  return [...styles];
}

/**
 * From Vite's build manifest: the hashed entry script with its static imports and stylesheets, and
 * for every lazily loaded chunk, the scripts and stylesheets it adds to what the entry loaded.
 */
export function clientAssetsFromManifest(manifest: Manifest): ClientAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const entryKeys = staticGraph(manifest, entryKey);
  const loaded = new Set(entryKeys);
  const entryStyles = stylesOf(manifest, entryKey, new Set());

  const chunks: Record<string, ChunkAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    chunks[key] = {
      modules: staticGraph(manifest, key, loaded).map((k) => `/${manifest[k].file}`),
      styles: stylesOf(manifest, key, loaded).filter((href) => !entryStyles.includes(href)),
    };
  }
  const [entry, ...entryImports] = entryKeys.map((k) => `/${manifest[k].file}`);
  return { scripts: [entry], styles: entryStyles, modules: entryImports, chunks };
}

export function readClientAssets(clientDir: string): ClientAssets {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  return clientAssetsFromManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
}

export async function loadRenderer(webDist: string): Promise<{ render: RenderFn; assets: ClientAssets }> {
  const serverEntry = path.join(webDist, 'server/entry-server.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run: npm run build -w @earshot/web`);
  }
  const mod = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
  return { render: mod.render, assets: readClientAssets(path.join(webDist, 'client')) };
}
