import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_FILES } from '@earshot/contract';
import { type TestApp, createTestApp } from './app';
import type { DialectName } from './db';

export const HASHED_ASSET = 'assets/main-3f9a1c.js';

/**
 * The smallest web build the server accepts: a manifest, one hashed entry script, a favicon, the
 * installable app's files (each holding its own path) and a renderer. The page names the URL it was asked to render and the site's address it was given, as
 * the real one's canonical link and share links do.
 */
export function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'earshot-web-'));
  mkdirSync(path.join(dist, 'client/.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'client/assets'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'client/.vite/manifest.json'), JSON.stringify({ 'src/main.tsx': { file: HASHED_ASSET, isEntry: true } }));
  writeFileSync(path.join(dist, 'client', HASHED_ASSET), 'console.log("earshot")\n');
  writeFileSync(path.join(dist, 'client/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, 'client/icons'));
  for (const file of [APP_FILES.serviceWorker, APP_FILES.manifest, APP_FILES.offlinePage, APP_FILES.offlineScript, APP_FILES.offlineStyles, ...Object.values(APP_FILES.icons)]) {
    writeFileSync(path.join(dist, 'client', file), file);
  }
  writeFileSync(
    path.join(dist, 'server/entry-server.js'),
    `export async function render(request, ctx) {
  const page = '<!doctype html><title>Earshot</title><link rel="canonical" href="' + request.url + '"><meta name="site" content="' + ctx.env.siteUrl + '">';
  return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
`,
  );
  return dist;
}

/** An app serving pages from a fresh fake web build, which its `close` removes too. */
export async function createPagesTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<TestApp> {
  const webDist = fakeWebDist();
  const t = await createTestApp(dialect, { pages: true, env: { ...env, WEB_DIST: webDist } });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}
