import { chmodSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';
import { capacityFixture } from './capacity-fixture';
import { type NginxSite, audioProxySite, startNginx } from './nginx';

const CONNECTIONS = 32;
const WARMUP_S = 3;
const DURATION_S = 10;
/** What a player asks for at a time (4 s of 128 kbps audio), and a whole song as a download or CDN fill does. */
const RANGE = 'bytes=0-63999';
const TARGET_RATIO = 0.8;

export interface AudioThroughputRow {
  case: string;
  server: 'earshot' | 'nginx' | 'nginx cache → earshot';
  requestsPerSecond: number;
  mbPerSecond: number;
  p99Ms: number;
  failed: number;
}

export interface NginxCompareResult {
  rows: AudioThroughputRow[];
  /**
   * Per case, bytes per second over nginx's serving the files itself: through the recommended
   * deployment's cache in front of Earshot (the target), and from Earshot alone (for comparison).
   */
  ratios: Record<string, { throughCache: number; alone: number }>;
  /** Audio through the cache at TARGET_RATIO of nginx or better in every case, nothing failed. */
  pass: boolean;
  config: { connections: number; durationS: number; nginxWorkers: number; earshotProcesses: number; tracks: number };
}

async function load(name: string, server: AudioThroughputRow['server'], baseUrl: string, paths: string[], range: string | null): Promise<AudioThroughputRow> {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      setupClient: (client) => {
        const p = paths[next++ % paths.length];
        client.setRequests([{ method: 'GET', path: p, headers: range ? { range } : {} }]);
      },
    });
  };
  await run(WARMUP_S);
  const r = await run(DURATION_S);
  return {
    case: name,
    server,
    requestsPerSecond: Math.round(r.requests.total / r.duration),
    mbPerSecond: Math.round(r.throughput.total / r.duration / 1024 / 1024),
    p99Ms: r.latency.p99,
    failed: r.non2xx + r.errors,
  };
}

/**
 * The same cached audio files served by Earshot (signed URLs, one process) and by nginx (one
 * worker, sendfile), back to back in one run: a player's 64 kB Range requests, then whole files.
 */
export async function benchNginxCompare(): Promise<NginxCompareResult> {
  const fixture = await capacityFixture('sqlite');
  // nginx's worker drops root for an unprivileged user, which must be able to read the cache.
  chmodSync(fixture.dataDir, 0o755);
  const server = await startServer({ ...fixture.env, LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', NODE_ENV: 'production' });
  // One nginx worker (like Earshot's one process) with two sites: the cache folder's files served
  // directly (sendfile), and docs/deploy.md's caching proxy in front of Earshot's /audio/.
  const files: NginxSite = {
    body: `    location /audio/ { alias ${path.join(fixture.dataDir, 'audio')}/; add_header cache-control "public, max-age=31536000, immutable"; }`,
  };
  const nginx = await startNginx([files, audioProxySite(new URL(server.baseUrl).host)]);
  const [nginxFiles, nginxProxy] = nginx.urls;
  try {
    const page = (await (await fetch(`${server.baseUrl}/c/m/json/page/home/`)).json()) as { sections: { channels: { _id: { $oid: string } }[] }[] };
    const channels = [...new Set(page.sections.flatMap((s) => s.channels.map((c) => c._id.$oid)))].slice(0, 16);
    const urls: string[] = [];
    for (const id of channels) {
      const playlist = (await (await fetch(`${server.baseUrl}/c/m/json/playlist/${id}/`)).json()) as { items: { type: string; url: string }[] };
      urls.push(...playlist.items.filter((i) => i.type === 'song').map((i) => i.url));
    }
    const nginxPaths = urls.map((u) => {
      const id = /\/audio\/([0-9a-f]{24})\.mp3/.exec(u)?.[1] ?? '';
      return `/audio/${id.slice(-2)}/${id}.mp3`;
    });
    const rows: AudioThroughputRow[] = [];
    for (const [name, range] of [['64 kB Range requests', RANGE], ['whole files', null]] as const) {
      rows.push(await load(name, 'earshot', server.baseUrl, urls, range));
      rows.push(await load(name, 'nginx', nginxFiles, nginxPaths, range));
      rows.push(await load(name, 'nginx cache → earshot', nginxProxy, urls, range));
    }
    const ratios: NginxCompareResult['ratios'] = {};
    for (const name of new Set(rows.map((r) => r.case))) {
      const rate = (server: AudioThroughputRow['server']) => {
        const row = rows.find((r) => r.case === name && r.server === server);
        if (!row) throw new Error(`no ${server} row for ${name}`);
        return row.mbPerSecond;
      };
      const over = (server: AudioThroughputRow['server']) => Math.round((rate(server) / rate('nginx')) * 100) / 100;
      ratios[name] = { throughCache: over('nginx cache → earshot'), alone: over('earshot') };
    }
    return {
      rows,
      ratios,
      pass: Object.values(ratios).every((r) => r.throughCache >= TARGET_RATIO) && rows.every((r) => r.failed === 0),
      config: { connections: CONNECTIONS, durationS: DURATION_S, nginxWorkers: 1, earshotProcesses: 1, tracks: new Set(urls).size },
    };
  } finally {
    nginx.stop();
    await server.stop();
    await fixture.cleanup();
  }
}
