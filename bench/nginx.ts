import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@earshot/server/testing/server-process';
import { descendantsOf } from './process-stats';

/** The upstream a site's `upstream` defines. */
const UPSTREAM = 'earshot_app';

/**
 * The /audio/ location of docs/deploy.md's reverse proxy, in front of the upstream. The
 * cache key is the whole signed URL, so only holders of a valid URL get the bytes; a miss asks
 * Earshot, which checks the signature. A Range request on a miss fetches the whole file once (the
 * proxy drops Range upstream when it caches) and every later range is cut from the cache.
 */
const AUDIO_LOCATION = `    location /audio/ {
      proxy_pass http://${UPSTREAM};
      proxy_cache audio;
      proxy_cache_key $uri$is_args$args;
      proxy_cache_valid 200 1h;
      proxy_cache_lock on;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }`;

/** The reverse proxy's audio cache alone, in front of Earshot at `earshot` (host:port). */
export function audioProxySite(earshot: string): NginxSite {
  return { upstream: earshot, body: AUDIO_LOCATION };
}

/**
 * docs/deploy.md's whole site over plain HTTP, in front of Earshot at `earshot` (host:port): pages
 * and API passed to a pool of keep-alive connections, audio through the cache. The Host the
 * listener asked for goes on (the server's PUBLIC_URL names it), and nginx appends its peer to
 * X-Forwarded-For.
 */
export function deploySite(earshot: string): NginxSite {
  return {
    upstream: earshot,
    body: `    location / {
      proxy_pass http://${UPSTREAM};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
${AUDIO_LOCATION}`,
  };
}

export interface NginxSite {
  /** The body of a `server { }` block, without its `listen`. */
  body: string;
  /** The host:port of the Earshot the body proxies to (an upstream pool of keep-alive connections). */
  upstream?: string;
}

export interface RunningNginx {
  /** Base URL of each site, in the order given. */
  urls: string[];
  /** The master's and its workers' process ids (for CPU and memory). */
  pids(): number[];
  stop(): void;
}

/**
 * nginx (from apt) with `workers` worker processes and these sites, each on the port given (one
 * the server's PUBLIC_URL names, chosen before it) or a fresh one; its files in a temporary prefix.
 */
export async function startNginx(sites: NginxSite[], workers: number | 'auto' = 1, givenPorts: number[] = []): Promise<RunningNginx> {
  const ports: number[] = [];
  for (let i = 0; i < sites.length; i++) ports.push(givenPorts[i] ?? (await freePort()));
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'earshot-nginx-'));
  // The worker (an unprivileged user) keeps its proxy cache in here.
  chmodSync(prefix, 0o755);
  const upstreams = [...new Set(sites.flatMap((s) => (s.upstream ? [s.upstream] : [])))];
  if (upstreams.length > 1) throw new Error('startNginx: one upstream per run');
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 16384; }
worker_rlimit_nofile 40000;
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
${upstreams.map((u) => `  upstream ${UPSTREAM} { server ${u}; keepalive 64; }`).join('\n')}
${sites.map((s, i) => `  server {\n    listen 127.0.0.1:${ports[i]};\n${s.body}\n  }`).join('\n')}
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', prefix, '-e', `${prefix}/error.log`], { stdio: 'inherit' });
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (apt-get install nginx)`);
    if (await fetch(`${urls[0]}/`).then(() => true, () => false)) break;
    if (i === 100) throw new Error('nginx did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const master = child.pid ?? 0;
  return {
    urls,
    pids: () => [master, ...descendantsOf(master)],
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
