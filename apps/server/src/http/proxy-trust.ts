import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-* entries are believed: nobody's; the `peer` connecting to the server (a proxy
 * it can only be reached through), whose last X-Forwarded-For entry names the client; or proxies
 * at these addresses and ranges, which may stand behind one another (a CDN in front of nginx).
 * Entries a client writes into the header itself come before the trusted ones and are never read.
 */
export type ProxyTrust = false | 'peer' | string[];

/** proxy-addr's names for private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: `false`, `true` (the peer) or addresses, CIDR ranges and range names separated by commas; null when malformed. */
export function parseProxyTrust(value: string): ProxyTrust | null {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return 'peer';
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Fastify's `trustProxy` option for a ProxyTrust. */
export function fastifyTrustProxy(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  return trust === 'peer' ? (_address, hop) => hop === 0 : trust;
}
