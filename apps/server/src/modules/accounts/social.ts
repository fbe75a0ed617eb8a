import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@earshot/contract';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

interface SignedPayload {
  algorithm?: unknown;
  user_id?: unknown;
  issued_at?: unknown;
}

function decodePayload(part: string): SignedPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as SignedPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a Facebook signed request, `base64url(signature).base64url(payload JSON)`: the signature is
 * HMAC-SHA256 of the payload part as sent, keyed with the app secret. The payload must name the
 * same user as the form, use HMAC-SHA256, and be issued within the allowed age of `nowMs`.
 */
export function verifySignedRequest(signedRequest: string, appSecret: string, userId: string, nowMs: number): boolean {
  const parts = signedRequest.split('.');
  if (parts.length !== 2 || !parts.every((p) => BASE64URL.test(p))) return false;
  const [signaturePart, payloadPart] = parts;
  const signature = Buffer.from(signaturePart, 'base64url');
  const expected = createHmac('sha256', appSecret).update(payloadPart).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return false;
  const payload = decodePayload(payloadPart);
  if (!payload) return false;
  if (typeof payload.algorithm !== 'string' || payload.algorithm.toUpperCase() !== 'HMAC-SHA256') return false;
  if (payload.user_id !== userId) return false;
  if (typeof payload.issued_at !== 'number' || !Number.isFinite(payload.issued_at)) return false;
  return Math.abs(nowMs / 1000 - payload.issued_at) <= ACCOUNT_LIMITS.socialRequestMaxAgeSeconds;
}
