import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/test/server-process';
import { startServer } from '../e2e/support/server';
import { capacityFixture } from './capacity-fixture';

const CONNECTIONS = 32;
const WARMUP_S = 3;
const DURATION_S = 10;
/** What a player asks for at a time (4 s of 128 kbps audio), and a whole song as a download or CDN fill does. */
const RANGE = 'bytes=0-63999';
const TARGET_RATIO = 0.8;

/**
 * The /audio/ location of docs/deploy.md's reverse proxy. The cache key is the whole signed URL,
 * so only holders of a valid URL get the bytes; a miss asks Earshot, which checks the signature.
 * A Range request on a miss fetches the whole file once (the proxy drops Range upstream when it
 * caches) and every later range is cut from the cache.
 */
export const AUDIO_PROXY = `    location /audio/ {
      proxy_pass http://EARSHOT;
      proxy_cache audio;
      proxy_cache_key $uri$is_args$args;
      proxy_cache_valid 200 1h;
      proxy_cache_lock on;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }`;

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
  /** Earshot's bytes per second over nginx's (serving the files itself), per case. */
  ratios: Record<string, number>;
  pass: boolean;
  config: { connections: number; durationS: number; nginxWorkers: number; earshotProcesses: number; tracks: number };
}

/**
 * One nginx worker (like Earshot's one process) with two sites: the cache folder's files served
 * directly (sendfile), and the configuration docs/deploy.md recommends: a caching reverse proxy
 * in front of Earshot's /audio/, which answers each signed URL from its own cache after the first.
 */
async function startNginx(audioDir: string, earshot: string): Promise<{ files: string; proxy: string; stop(): void }> {
  const [port, proxyPort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'earshot-nginx-'));
  // The worker (an unprivileged user) keeps its proxy cache in here.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { audio/mpeg mp3; }
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  proxy_cache_path ${prefix}/audio-cache levels=1:2 keys_zone=audio:10m max_size=8g inactive=1d use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    location /audio/ { alias ${audioDir}/; add_header cache-control "public, max-age=31536000, immutable"; }
  }
  server {
    listen 127.0.0.1:${proxyPort};
${AUDIO_PROXY.replace('EARSHOT', earshot)}
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', prefix, '-e', `${prefix}/error.log`], { stdio: 'inherit' });
  const files = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (apt-get install nginx)`);
    if (await fetch(`${files}/`).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    files,
    proxy: `http://127.0.0.1:${proxyPort}`,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
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
  const nginx = await startNginx(path.join(fixture.dataDir, 'audio'), new URL(server.baseUrl).host);
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
      rows.push(await load(name, 'nginx', nginx.files, nginxPaths, range));
      rows.push(await load(name, 'nginx cache → earshot', nginx.proxy, urls, range));
    }
    const ratios: Record<string, number> = {};
    for (const name of new Set(rows.map((r) => r.case))) {
      const [e, n] = ['earshot', 'nginx'].map((s) => rows.find((r) => r.case === name && r.server === s)!.mbPerSecond);
      ratios[name] = Math.round((e / n) * 100) / 100;
    }
    return {
      rows,
      ratios,
      pass: Object.values(ratios).every((r) => r >= TARGET_RATIO) && rows.every((r) => r.failed === 0),
      config: { connections: CONNECTIONS, durationS: DURATION_S, nginxWorkers: 1, earshotProcesses: 1, tracks: new Set(urls).size },
    };
  } finally {
    nginx.stop();
    await server.stop();
    await fixture.cleanup();
  }
}
