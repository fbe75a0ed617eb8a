import { fileSizes, KB, type Manifest, readManifest, staticImportFiles } from '../apps/web/scripts/first-load-js.mjs';
import { startServer } from '../e2e/support/server';
import { samplePages } from './sample-pages';
import { snapshotWebDist } from './web-snapshot';

export const INITIAL_JS_BUDGET_KB = 120;

export interface InitialJsRow {
  route: string;
  status: number;
  /** Scripts downloaded before the page is interactive; null when the route did not answer 200. */
  files: number | null;
  rawKb: number | null;
  gzipKb: number | null;
  verdict: 'ok' | 'over budget' | 'missing' | 'not measured';
}

/** The URLs of the module scripts and modulepreloads an HTML page names: what the browser fetches before hydrating. */
export function moduleUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3]]));
    if (name.toLowerCase() === 'script' && attrs.type === 'module' && attrs.src) urls.push(attrs.src);
    if (name.toLowerCase() === 'link' && attrs.rel === 'modulepreload' && attrs.href) urls.push(attrs.href);
  }
  return urls;
}

/** The named scripts and everything they import statically (the browser fetches those too, named or not). */
function firstLoadFiles(manifest: Manifest, urls: string[]): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const keys = urls.map((url) => {
    const key = keyOf.get(new URL(url, 'http://x').pathname);
    if (!key) throw new Error(`${url} is not in the client build's manifest`);
    return key;
  });
  return staticImportFiles(manifest, keys);
}

function measure(route: string, status: number, files: string[], clientDir: string): InitialJsRow {
  const sizes = fileSizes(files, clientDir);
  const kB = (bytes: number) => Math.round((bytes / KB) * 100) / 100;
  const gzipKb = kB(sizes.reduce((sum, s) => sum + s.gzip, 0));
  return {
    route,
    status,
    files: files.length,
    rawKb: kB(sizes.reduce((sum, s) => sum + s.raw, 0)),
    gzipKb,
    verdict: gzipKb <= INITIAL_JS_BUDGET_KB ? 'ok' : 'over budget',
  };
}

export interface InitialJsResult {
  rows: InitialJsRow[];
  /** The entry and its static imports alone, what apps/web/scripts/initial-js.mjs prints. */
  entry: InitialJsRow;
  pass: boolean;
  config: { budgetKb: number; kb: number };
}

/** The routes measured: every kind of page, at real addresses of the running catalog. */
async function measuredRoutes(baseUrl: string): Promise<string[]> {
  const sample = await samplePages(baseUrl);
  return [
    '/', sample.genre, sample.featured, sample.channel, '/search/jazz/', sample.artist, '/about/', '/sign-up/',
    '/log-in/', '/favorites/', '/theme_settings/', '/articles/', '/workday-channels/',
  ];
}

/**
 * First-load JavaScript per route, from a running server's own HTML for an anonymous visitor and
 * the client build it serves from `clientDir`. Routes that do not answer 200 are listed with their
 * status and not measured; every route that does must be within the budget.
 */
export async function measureInitialJs(baseUrl: string, clientDir: string): Promise<InitialJsResult> {
  const manifest = readManifest(clientDir);
  const rows: InitialJsRow[] = [];
  for (const route of await measuredRoutes(baseUrl)) {
    const res = await fetch(`${baseUrl}${route}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    const html = await res.text();
    if (res.status === 200) rows.push(measure(route, res.status, firstLoadFiles(manifest, moduleUrls(html)), clientDir));
    else rows.push({ route, status: res.status, files: null, rawKb: null, gzipKb: null, verdict: res.status === 404 ? 'missing' : 'not measured' });
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entry = measure('reference: the entry and its static imports (initial-js.mjs)', 200, staticImportFiles(manifest, [entryKey]), clientDir);
  return {
    rows,
    entry,
    pass: rows.every((r) => r.verdict !== 'over budget'),
    config: { budgetKb: INITIAL_JS_BUDGET_KB, kb: KB },
  };
}

/** The same, on a server of its own over a snapshot of the current build. */
export async function benchInitialJs(): Promise<InitialJsResult> {
  const web = snapshotWebDist();
  const server = await startServer({ LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', WEB_DIST: web.dir });
  try {
    return await measureInitialJs(server.baseUrl, web.clientDir);
  } finally {
    await server.stop();
    web.remove();
  }
}

export function printInitialJsTable(title: string, rows: InitialJsRow[]): void {
  const cell = (v: number | null) => (v === null ? '–' : String(v));
  console.log(`\n${title}`);
  console.log('| route | status | scripts | raw kB | gzip kB | verdict |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.route} | ${r.status} | ${cell(r.files)} | ${cell(r.rawKb)} | ${cell(r.gzipKb)} | ${r.verdict} |`);
}
