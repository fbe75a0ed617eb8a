import { randomBytes } from 'node:crypto';
import { AUTH_TEXT, passwordProblems } from '@earshot/contract';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~50 ms here). */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolated modules cannot read)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** The same characters typed on different systems (composed or decomposed accents) give the same password. */
const canonical = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(canonical(password), ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. Without a stored hash (no such user, or a Facebook-only
 * account) it still verifies against a dummy hash, so the answer takes as long either way.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const dummy = await dummyHash;
  try {
    const matches = await verify(stored ?? dummy, canonical(password));
    return matches && Boolean(stored);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}

let common: Promise<Set<string>> | undefined;

/** The ~49k most common passwords (zxcvbn's list), loaded on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common']));
  return (await common).has(password.toLowerCase());
}

/** Everything wrong with a new password: the shared length rules, then the common-password list. */
export async function newPasswordProblems(password: string): Promise<string[]> {
  const problems = passwordProblems(password);
  if (problems.length) return problems;
  return (await isCommonPassword(password)) ? [AUTH_TEXT.passwordTooCommon] : [];
}
