import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** The upstream a site's `upstream` defines: what `proxy_pass http://…` names. */
export const NGINX_UPSTREAM = 'earshot_app';

export interface NginxSite {
  /** The body of a `server { }` block, without its `listen`. */
  body: string;
  /** The host:port of the Earshot the body proxies to (an upstream pool of keep-alive connections). */
  upstream?: string;
}

export interface RunningNginx {
  /** Base URL of each site, in the order given. */
  urls: string[];
  /** The master's process id (its workers are its children). */
  pid: number;
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
${upstreams.map((u) => `  upstream ${NGINX_UPSTREAM} { server ${u}; keepalive 64; }`).join('\n')}
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
  return {
    urls,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const DEPLOY_DOC = path.resolve(import.meta.dirname, '../../../../docs/deploy.md');

/**
 * A `location` block of docs/deploy.md's reverse proxy, exactly as written there (its upstream
 * renamed to the one startNginx defines): a test of it is a test of the documentation.
 */
export function deployDocLocation(prefix: string): string {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');
  const start = doc.indexOf(`  location ${prefix} {`);
  if (start < 0) throw new Error(`docs/deploy.md has no location ${prefix}`);
  const end = doc.indexOf('\n  }\n', start);
  return doc.slice(start, end + 4).replaceAll('http://earshot;', `http://${NGINX_UPSTREAM};`);
}
