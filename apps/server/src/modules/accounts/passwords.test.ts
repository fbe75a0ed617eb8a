import { ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, newPasswordProblems, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores argon2id at OWASP parameters, salted, and verifies only the same password', async () => {
    const first = await hashPassword('listen to the radio');
    const second = await hashPassword('listen to the radio');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'listen to the radio')).toBe(true);
    expect(await verifyPassword(first, 'listen to the radiO')).toBe(false);
    expect(await verifyPassword(first, '')).toBe(false);
  });

  it('round-trips long and non-Latin passwords, and accents typed either way', async () => {
    const long = `${'x'.repeat(63)}!`;
    const unicode = 'пароль-密码-🎧🎶-ñandú';
    expect(await verifyPassword(await hashPassword(long), long)).toBe(true);
    expect(await verifyPassword(await hashPassword(unicode), unicode)).toBe(true);
    const composed = 'café au lait'; // é as one code point
    const decomposed = 'cafe\u0301 au lait'; // e + combining accent
    expect(await verifyPassword(await hashPassword(composed), decomposed)).toBe(true);
  });

  it('never lets a missing or malformed stored hash in', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything at all')).toBe(false);
  });
});

describe('new password rules', () => {
  it('needs 8 characters, counting characters rather than bytes or UTF-16 units', async () => {
    expect(await newPasswordProblems('')).toEqual([AUTH_TEXT.passwordRequired]);
    expect(await newPasswordProblems('q7#kLm2')).toEqual([AUTH_TEXT.passwordTooShort(ACCOUNT_LIMITS.passwordMin)]);
    expect(await newPasswordProblems('q7#kLm2!')).toEqual([]);
    expect(await newPasswordProblems('🎧🎶🎸🥁🎹🎺🎻')).toEqual([AUTH_TEXT.passwordTooShort(ACCOUNT_LIMITS.passwordMin)]);
    expect(await newPasswordProblems('🎧🎶🎸🥁🎹🎺🎻🪕')).toEqual([]);
  });

  it('accepts the longest allowed password and refuses one character more', async () => {
    expect(await newPasswordProblems('a1'.repeat(ACCOUNT_LIMITS.passwordMax / 2))).toEqual([]);
    expect(await newPasswordProblems(`${'a1'.repeat(ACCOUNT_LIMITS.passwordMax / 2)}z`)).toEqual([
      AUTH_TEXT.passwordTooLong(ACCOUNT_LIMITS.passwordMax),
    ]);
  });

  it('refuses common passwords in any letter case', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('PassWord')).toBe(true);
    expect(await isCommonPassword('12345678')).toBe(true);
    expect(await newPasswordProblems('Sunshine1')).toEqual([AUTH_TEXT.passwordTooCommon]);
    expect(await newPasswordProblems('violet tram at dusk')).toEqual([]);
  });
});
