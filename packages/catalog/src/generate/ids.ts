/**
 * Deterministic ids. A small murmur3-style hash in JavaScript: node:crypto costs several
 * microseconds per call here (more when cold), and ids need uniqueness, not secrecy.
 */
function mix(h: number, c: number): number {
  let k = Math.imul(c, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  h ^= k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}

function finish(h: number): string {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) + 0x100000000).toString(16).slice(1);
}

/** Four independently seeded 32-bit hashes of the text, computed in one pass, as 32 hex digits. */
function hexDigest(text: string): string {
  let a = 0x9747b28c ^ text.length;
  let b = 0x5bd1e995 ^ text.length;
  let c = 0x27d4eb2f ^ text.length;
  let d = 0x165667b1 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = mix(a, ch);
    b = mix(b, ch);
    c = mix(c, ch);
    d = mix(d, ch);
  }
  return finish(a) + finish(b) + finish(c) + finish(d);
}

/** 24 lowercase hex characters (the spec's `$oid` shape), stable for the same kind and key. */
export function hexId(kind: string, key: string): string {
  return hexDigest(`${kind}\u0000${key}`).slice(0, 24);
}

/** A UUID-shaped (version 4 layout) string, stable for the same key. */
export function uuidFor(key: string): string {
  const h = hexDigest(`uuid\u0000${key}`);
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * A track's id: its album's id with the track number in the last four hex digits.
 * Album ids are already unique hashes, so this stays unique without hashing every track.
 */
export function trackId(albumId: string, index: number): string {
  return `${albumId.slice(0, 20)}${index.toString(16).padStart(4, '0')}`;
}
