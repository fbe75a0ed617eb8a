import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@earshot/contract';

export const TRACK_ID = /^[0-9a-f]{24}$/;
/**
 * Expiries are rounded up to the hour: the URL for a track stays identical for an hour,
 * so browsers (and a CDN) can reuse what they cached; validity is still at least the TTL.
 */
const EXPIRY_STEP_SECONDS = 3600;
/** Only reads the expiry out of a query; the whole query is then compared with the canonical one. */
const EXPIRY = /^e=(\d{1,12})&/;

function audioSignature(secret: string, trackId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${trackId}.${expires}`).digest('hex').slice(0, 32);
}

/** The one query string a signed URL may carry: a CDN keys its cache on it, so any variant would be a miss. */
function signedQuery(secret: string, trackId: string, expires: number): string {
  return `e=${expires}&s=${audioSignature(secret, trackId, expires)}`;
}

export function signAudioUrl(secret: string, trackId: string, nowMs = Date.now()): string {
  const expires = Math.ceil((nowMs / 1000 + LIMITS.audioUrlTtlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `/audio/${trackId}.mp3?${signedQuery(secret, trackId, expires)}`;
}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** `query`: the request's raw query string (without `?`), which must be exactly the one signAudioUrl wrote. */
export function checkAudioSignature(secret: string, trackId: string, query: string, nowMs = Date.now()): SignatureCheck {
  const e = EXPIRY.exec(query)?.[1];
  if (!e) return 'invalid';
  // The expiry is public, so the lengths may differ in plain sight; the comparison itself is constant-time.
  const expected = Buffer.from(signedQuery(secret, trackId, Number(e)));
  const given = Buffer.from(query);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(e) * 1000 < nowMs ? 'expired' : 'ok';
}
