import { ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT, endpointUrl, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newVisitor, signedUpVisitor, whoAmI } from '../../test/accounts';
import { FakeClock, MINUTE, type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { readMail } from '../../test/mail';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

const PUBLIC_URL = 'https://radio.example.com';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(DIALECTS)('password reset on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now, env: { PUBLIC_URL, MAIL_FROM: 'Earshot <help@radio.example.com>' } });
  });
  afterAll(() => t.close());

  /** Requests a reset for `email` and returns the key from the link in the email that arrives. */
  async function requestKey(email: string): Promise<string> {
    const before = (await t.outbox()).length;
    const res = await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email });
    expect(res.json()).toEqual({ status: 'ok' });
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = readMail(mails[mails.length - 1].content);
    const key = new RegExp(`${PUBLIC_URL}/reset-password/([A-Za-z0-9_-]{43})/`).exec(mail.text)?.[1];
    expect(key).toBeDefined();
    return key as string;
  }

  const recover = (key: string, password: string, verify = password) =>
    newVisitor(t.app).then((v) => v.post(endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } }), { key, password, password_verify: verify }));

  it('emails a link with text and HTML bodies, named <timestamp>-<random>.eml in the outbox', async () => {
    const { email } = await signedUpVisitor(t.app);
    const before = (await t.outbox()).length;
    const res = await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    const { file, content } = mails[mails.length - 1];
    expect(file).toMatch(/^\d{13}-[0-9a-f]{8}\.eml$/);
    const mail = readMail(content);
    expect(mail.headers.to).toBe(email);
    expect(mail.headers.from).toBe('Earshot <help@radio.example.com>');
    expect(mail.headers.subject).toBe(ACCOUNT_MAIL_TEXT.resetEmailSubject);
    const link = new RegExp(`${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{43}/`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(ACCOUNT_MAIL_TEXT.resetEmailExpiry(ACCOUNT_LIMITS.resetTokenMinutes));
  });

  it('sets the new password with the link once, ends every session, and does not log in', async () => {
    const { visitor, email, password } = await signedUpVisitor(t.app);
    const key = await requestKey(email);
    const mismatch = await recover(key, NEW_PASSWORD, `${NEW_PASSWORD}?`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(ACCOUNT_SETTINGS_TEXT.passwordsDoNotMatchInline);
    const weak = await recover(key, 'short1', 'short1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(AUTH_TEXT.passwordTooShort(8));
    const common = await recover(key, 'iloveyou', 'iloveyou');
    expect(common.json().message).toBe(AUTH_TEXT.passwordTooCommon);

    const recovering = await newVisitor(t.app);
    const done = await recovering.post(endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } }), { key, password: NEW_PASSWORD, password_verify: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'ok' });
    expect((await whoAmI(recovering)).is_authenticated).toBe(false);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(false);
    expect((await logIn(await newVisitor(t.app), email, NEW_PASSWORD)).json().is_valid).toBe(true);

    const again = await recover(key, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'reset_link_invalid', message: AUTH_TEXT.resetLinkInvalid });
    expect((await logIn(await newVisitor(t.app), email, 'yet another passphrase')).json().is_valid).toBe(false);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { email } = await signedUpVisitor(t.app);
    const key = await requestKey(email);
    const [a, b] = await Promise.all([recover(key, 'first passphrase here'), recover(key, 'second passphrase here')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('refuses a link once it has expired', async () => {
    const { email, password } = await signedUpVisitor(t.app);
    const key = await requestKey(email);
    clock.advance(ACCOUNT_LIMITS.resetTokenMinutes * MINUTE + 1);
    const res = await recover(key, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_TEXT.resetLinkInvalid);
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(true);
  });

  it('still accepts a link a minute before it expires', async () => {
    const { email } = await signedUpVisitor(t.app);
    const key = await requestKey(email);
    clock.advance((ACCOUNT_LIMITS.resetTokenMinutes - 1) * MINUTE);
    expect((await recover(key, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed keys, and a form key that differs from the link', async () => {
    const unknown = await recover('A'.repeat(43), NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(AUTH_TEXT.resetLinkInvalid);
    expect((await recover('../../etc', NEW_PASSWORD)).json().message).toBe(AUTH_TEXT.resetLinkInvalid);
    const { email } = await signedUpVisitor(t.app);
    const key = await requestKey(email);
    const visitor = await newVisitor(t.app);
    const res = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } }), { key: 'B'.repeat(43), password: NEW_PASSWORD, password_verify: NEW_PASSWORD });
    expect(res.json().message).toBe(AUTH_TEXT.resetLinkInvalid);
  });

  it('answers ok for an unknown address and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const res = await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: 'no-such-listener@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await t.outbox()).toHaveLength(before);
  });

  it('answers 400 with a message for an empty or malformed address', async () => {
    const visitor = await newVisitor(t.app);
    const empty = await visitor.post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: 'error', message: AUTH_TEXT.emailRequired });
    const bad = await visitor.post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'error', message: AUTH_TEXT.emailInvalid });
  });
});
