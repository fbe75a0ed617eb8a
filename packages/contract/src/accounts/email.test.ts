import { describe, expect, it } from 'vitest';
import { emailProblem, isEmail, normalizeEmail } from './email';
import { AUTH_TEXT } from './messages';
import { ACCOUNT_LIMITS } from './rules';

describe('mail addresses', () => {
  it('accepts one plain mailbox, with the characters real addresses use', () => {
    for (const address of ['a@b.co', "o'brien+radio@mail.example.co.uk", 'first.last-name_x@sub-domain.example', 'A.B@EXAMPLE.COM']) {
      expect(isEmail(address), address).toBe(true);
    }
  });

  it('refuses anything a mail library could read as another recipient, and what no mailbox is', () => {
    const refused = [
      'x,attacker@evil.com', '<attacker@evil.com>victim.example', 'Victim <victim@example.com>', 'a@b@c.com',
      '"a b"@example.com', 'a@example.com\nbcc: b@example.com', 'a b@c.co', 'josé@example.com', 'a@example', 'a@example.',
      'a@.example.com', 'a@example-.com', '@example.com', `a@${'b'.repeat(64)}.com`,
    ];
    for (const address of refused) expect(isEmail(address), address).toBe(false);
  });

  it('keeps the length limit', () => {
    const domain = '@example.com';
    expect(isEmail(`${'a'.repeat(ACCOUNT_LIMITS.emailMax - domain.length)}${domain}`)).toBe(true);
    expect(isEmail(`${'a'.repeat(ACCOUNT_LIMITS.emailMax - domain.length + 1)}${domain}`)).toBe(false);
  });

  it('normalises by trimming and lower-casing, and words the problem once for every form', () => {
    expect(normalizeEmail(' Ada@Example.COM\n')).toBe('ada@example.com');
    expect(emailProblem(' Ada@Example.COM\n')).toBeNull();
    expect(emailProblem('  ')).toBe(AUTH_TEXT.emailRequired);
    expect(emailProblem('x,attacker@evil.com')).toBe(AUTH_TEXT.emailInvalid);
  });
});
