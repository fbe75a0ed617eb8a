import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RenderContext {
  api(path: string): Promise<Response>;
  nonce: string;
  assets: { scripts: string[]; styles: string[] };
  theme: string;
}

export type RenderFn = (request: Request, ctx: RenderContext) => Promise<Response>;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** The hashed entry script and every stylesheet it pulls in, from Vite's build manifest. */
export function readClientAssets(clientDir: string): RenderContext['assets'] {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${manifestFile}`);
  const styles = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    chunk?.css?.forEach((css) => styles.add(`/${css}`));
    chunk?.imports?.forEach((key) => visit(manifest[key]));
  };
  visit(entry);
  return { scripts: [`/${entry.file}`], styles: [...styles] };
}

export async function loadRenderer(webDist: string): Promise<{ render: RenderFn; assets: RenderContext['assets'] }> {
  const serverEntry = path.join(webDist, 'server/entry-server.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run: npm run build -w @earshot/web`);
  }
  const mod = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
  return { render: mod.render, assets: readClientAssets(path.join(webDist, 'client')) };
}
