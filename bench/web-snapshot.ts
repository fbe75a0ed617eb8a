import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const results = path.resolve(import.meta.dirname, 'results');

/**
 * A private copy of the web build for one bench's server (its WEB_DIST). The server loads page
 * chunks from the build on demand, so a rebuild of apps/web/dist while a bench runs (other work
 * on a shared machine) would otherwise break pages mid-run. The copy lives inside the repo, in the
 * ignored results folder, so the server bundle still resolves the repo's node_modules.
 */
export function snapshotWebDist(): { dir: string; clientDir: string; remove(): void } {
  if (!existsSync(path.join(webDist, 'client/.vite/manifest.json'))) throw new Error('no web build: run npm run build -w @earshot/web');
  mkdirSync(results, { recursive: true });
  const dir = mkdtempSync(path.join(results, 'web-dist-'));
  cpSync(webDist, dir, { recursive: true });
  return { dir, clientDir: path.join(dir, 'client'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
