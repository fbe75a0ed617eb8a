import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@earshot/contract';

export const TRACK_ID = /^[0-9a-f]{24}$/;
/**
 * Expiries are rounded up to the hour: the URL for a track stays identical for an hour,
 * so browsers (and a CDN) can reuse what they cached; validity is still at least the TTL.
 */
const EXPIRY_STEP_SECONDS = 3600;

function audioSignature(secret: string, trackId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${trackId}.${expires}`).digest('hex').slice(0, 32);
}

export function signAudioUrl(secret: string, trackId: string, nowMs = Date.now()): string {
  const expires = Math.ceil((nowMs / 1000 + LIMITS.audioUrlTtlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `/audio/${trackId}.mp3?e=${expires}&s=${audioSignature(secret, trackId, expires)}`;
}

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

export function checkAudioSignature(secret: string, trackId: string, e: unknown, s: unknown, nowMs = Date.now()): SignatureCheck {
  if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string' || !/^[0-9a-f]{32}$/.test(s)) return 'invalid';
  const expected = Buffer.from(audioSignature(secret, trackId, Number(e)), 'hex');
  if (!timingSafeEqual(Buffer.from(s, 'hex'), expected)) return 'invalid';
  return Number(e) * 1000 < nowMs ? 'expired' : 'ok';
}
