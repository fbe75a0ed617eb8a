import { isIPv6 } from 'node:net';

/**
 * What the per-address limits count a client by: an IPv4 address whole, an IPv6 address by its
 * /64, because a single subscriber is routinely given a whole /64 and could otherwise spend a fresh
 * address on every attempt. An IPv4-mapped IPv6 address (a dual-stack socket) counts as the IPv4 one.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${hextets(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, lower case, without leading zeros. */
function hextets(ip: string): string[] {
  // An embedded IPv4 address (last 32 bits) stands for two groups.
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head, tail] = ip.replace(/%.*$/, '').split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
