import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_FILES } from '@earshot/contract';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { appIcons } from './icons';
import { webAppManifest } from './manifest';
import { offlinePageHtml } from './offlinePage';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The entry's script, the scripts it imports and their stylesheets: what every page loads first (Vite's build manifest). */
function entryFiles(manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(entry);
  const chunks = [...keys].map((key) => manifest[key]);
  return { scripts: chunks.map((c) => `/${c.file}`), styles: [...new Set(chunks.flatMap((c) => (c.css ?? []).map((css) => `/${css}`)))] };
}

const HERE = import.meta.dirname;

/** Bundles one of this folder's browser scripts into `file`, minified, with `define`'s names replaced. */
async function bundleScript(source: string, file: string, define: Record<string, string> = {}): Promise<void> {
  await build({
    input: path.join(HERE, source),
    platform: 'browser',
    transform: { define },
    logLevel: 'silent',
    output: { file, format: 'iife', minify: true },
  });
}

/**
 * The installable app, written beside the client build: the icons (from public/favicon.svg), the
 * web app manifest, the offline page with its script and styles, and the service worker, which
 * knows the app shell to cache and a version that changes whenever any of the shell does.
 */
export function installableApp(): Plugin {
  return {
    name: 'earshot-installable-app',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const out = (urlPath: string) => path.join(dir, urlPath);
      const logo = await readFile(out('/favicon.svg'), 'utf8');
      const icons = appIcons(logo);
      await mkdir(path.dirname(out(APP_FILES.icons.any192)), { recursive: true });
      await Promise.all(icons.map((icon) => writeFile(out(icon.path), icon.png)));
      await writeFile(out(APP_FILES.manifest), JSON.stringify(webAppManifest(icons)));

      const { scripts, styles } = entryFiles(JSON.parse(await readFile(out('/.vite/manifest.json'), 'utf8')));
      await writeFile(out(APP_FILES.offlinePage), offlinePageHtml(styles));
      await copyFile(path.join(HERE, 'offline.css'), out(APP_FILES.offlineStyles));
      await bundleScript('offline.ts', out(APP_FILES.offlineScript));

      const own = [APP_FILES.offlinePage, APP_FILES.offlineScript, APP_FILES.offlineStyles, APP_FILES.manifest, '/favicon.svg', ...icons.map((icon) => icon.path)];
      const shell = [...own, ...styles, ...scripts];
      // Hashed files change name with their content; the others are hashed here by what they hold.
      const version = createHash('sha256');
      version.update(shell.join('\n'));
      for (const file of own) version.update(await readFile(out(file)));
      await bundleScript('serviceWorker.ts', out(APP_FILES.serviceWorker), {
        __APP_SHELL__: JSON.stringify(shell),
        __SHELL_VERSION__: JSON.stringify(version.digest('hex').slice(0, 12)),
      });
    },
  };
}
