import { NGINX_UPSTREAM as UPSTREAM, type NginxSite, startNginx as startNginxProcess } from '@earshot/server/testing/nginx';
import { descendantsOf } from './process-stats';

export type { NginxSite };

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

/** nginx (apt's) running these sites, with its processes' ids for CPU and memory. */
export async function startNginx(sites: NginxSite[], workers: number | 'auto' = 1, givenPorts: number[] = []) {
  const nginx = await startNginxProcess(sites, workers, givenPorts);
  return { ...nginx, pids: () => [nginx.pid, ...descendantsOf(nginx.pid)] };
}
