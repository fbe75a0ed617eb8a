import { ACCOUNT_LIMITS, AUTH_TEXT, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmSignUp, logIn, newVisitor, outboxSize, requestEmailChange, signUpKey, signedUpVisitor, submitSignUp, whoAmI,
} from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { readMail } from '../../test/mail';

/**
 * Addresses that are not one plain mailbox. Each passed the old check (or would have been mailed
 * to whatever nodemailer parsed out of it), so the link went to another mailbox than the stored one.
 */
const NOT_ONE_MAILBOX = [
  '<img/src=x/onerror=alert(1)>@example.com',
  'x,attacker@evil.com',
  '<attacker@evil.com>victim.example',
  'a@example.com, b@example.com',
  'victim@example.com,attacker@evil.com',
  'Victim <victim@example.com>',
  '"a b"@example.com',
  '"attacker@evil.com"@example.com',
  'a@b@c',
  'a@b@example.com',
  'victim@example.com\nbcc: attacker@evil.com',
  'josé@example.com',
  'a@bücher.example',
  'a@-example.com',
  `a@${'b'.repeat(64)}.com`,
  `${'a'.repeat(ACCOUNT_LIMITS.emailMax - '@example.com'.length + 1)}@example.com`,
];

describe.each(DIALECTS)('mail addresses on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The `To:` header of every mail sent after the first `skip`. */
  async function recipientsAfter(skip: number): Promise<string[]> {
    return (await t.outbox()).slice(skip).map((m) => readMail(m.content).headers.to);
  }

  it.each(NOT_ONE_MAILBOX)('refuses %j at sign-up, change-email, reset and log-in, and mails nobody', async (address) => {
    const { visitor, email } = await signedUpVisitor(t.app);
    const skip = await outboxSize(t.app);

    const signUp = await submitSignUp(await newVisitor(t.app), { email: address });
    expect(signUp.res.statusCode).toBe(200);
    expect(signUp.body).toEqual({ is_valid: false, user: null, errors: [AUTH_TEXT.emailInvalid], pending: false });

    const change = await requestEmailChange(visitor, address);
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ success: false, error: JSON.stringify({ __all__: [AUTH_TEXT.emailInvalid] }) });

    const reset = await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: address });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ status: 'error', message: AUTH_TEXT.emailInvalid });

    const login = await logIn(await newVisitor(t.app), address, 'whatever1');
    expect(login.json()).toEqual({ is_valid: false, user: null, error: AUTH_TEXT.emailInvalid });

    expect(await recipientsAfter(skip)).toEqual([]);
    expect((await whoAmI(visitor)).email).toBe(email);
  });

  it('trims and lower-cases an address once: the mail goes to the address stored, and log-in finds it as typed', async () => {
    const typed = ` O'Brien+Radio.${process.pid}@Example.COM\n`;
    const stored = typed.trim().toLowerCase();
    const skip = await outboxSize(t.app);
    const visitor = await newVisitor(t.app);
    const { body, password } = await submitSignUp(visitor, { email: typed });
    expect(body.is_valid).toBe(true);
    expect(await recipientsAfter(skip)).toEqual([stored]);
    const key = await signUpKey(t.app, stored, skip);
    expect((await confirmSignUp(visitor, key as string)).json().is_valid).toBe(true);
    expect((await whoAmI(visitor)).email).toBe(stored);
    expect((await logIn(await newVisitor(t.app), typed, password)).json().is_valid).toBe(true);
  });
});
