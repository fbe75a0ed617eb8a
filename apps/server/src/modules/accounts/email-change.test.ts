import { EMAIL_CHANGE_CONFIRM_TEXT, ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailChange, emailChangeKey, logIn, newVisitor, newestMailTo, outboxSize, requestEmailChange, signUp,
  signedUpVisitor, uniqueEmail, whoAmI,
} from '../../test/accounts';
import { FakeClock, MINUTE, type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

const PUBLIC_URL = 'https://radio.example.com';
const failure = (message: string) => ({ success: false, error: JSON.stringify({ __all__: [message] }) });
const linkInvalid = { error: 'email_change_link_invalid', message: EMAIL_CHANGE_CONFIRM_TEXT.linkInvalid };

describe.each(DIALECTS)('changing the email by emailed link on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now, env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('answers a free and a taken address alike; only the mailboxes hear the difference, and nothing changes yet', async () => {
    const listener = await signedUpVisitor(t.app);
    const owner = await signedUpVisitor(t.app);
    const free = uniqueEmail('free');
    const skip = await outboxSize(t.app);
    const toFree = await requestEmailChange(listener.visitor, free.toUpperCase(), free);
    const toTaken = await requestEmailChange(listener.visitor, owner.email.toUpperCase(), owner.email);
    expect({ status: toTaken.statusCode, body: toTaken.body }).toEqual({ status: toFree.statusCode, body: toFree.body });
    expect(toFree.statusCode).toBe(200);
    expect(toFree.json()).toEqual({ success: true });

    const linkMail = await newestMailTo(t.app, free, ACCOUNT_MAIL_TEXT.emailChangeEmailSubject, skip);
    const link = new RegExp(`${PUBLIC_URL}/change-email/confirm/[A-Za-z0-9_-]{43}/`).exec(linkMail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(linkMail?.html).toContain(`href="${link}"`);
    expect(linkMail?.text).toContain(ACCOUNT_MAIL_TEXT.emailChangeEmailExpiry(ACCOUNT_LIMITS.emailChangeLinkHours));
    const note = await newestMailTo(t.app, owner.email, ACCOUNT_MAIL_TEXT.emailInUseEmailSubject, skip);
    expect(note?.text).toContain(ACCOUNT_MAIL_TEXT.emailInUseEmailIntro);
    expect(note?.text).toContain(`${PUBLIC_URL}/log-in/`);
    expect(note?.text).not.toMatch(/change-email\/confirm/);
    expect(await newestMailTo(t.app, owner.email, ACCOUNT_MAIL_TEXT.emailChangeEmailSubject, skip)).toBeNull();

    expect((await whoAmI(listener.visitor)).email).toBe(listener.email);
    expect((await whoAmI(owner.visitor)).email).toBe(owner.email);
  });

  it('changes the email when the link is opened, on any device: the new address logs in, the old one no longer does', async () => {
    const { visitor, email, password, userId } = await signedUpVisitor(t.app);
    const next = uniqueEmail('moved');
    const skip = await outboxSize(t.app);
    await requestEmailChange(visitor, next);
    const key = (await emailChangeKey(t.app, next, skip)) as string;
    const phone = await newVisitor(t.app);
    const res = await confirmEmailChange(phone, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await whoAmI(phone)).is_authenticated).toBe(false);
    expect(await whoAmI(visitor)).toMatchObject({ is_authenticated: true, unique_id: userId, email: next });
    expect((await logIn(await newVisitor(t.app), next, password)).json().user).toEqual({ unique_id: userId });
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(false);
  });

  it('opens a link once, ends the other links of the account with it, and not after it expires', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const skip = await outboxSize(t.app);
    await requestEmailChange(visitor, first);
    await requestEmailChange(visitor, second);
    const firstKey = (await emailChangeKey(t.app, first, skip)) as string;
    const secondKey = (await emailChangeKey(t.app, second, skip)) as string;
    expect((await confirmEmailChange(visitor, firstKey)).json()).toEqual({ success: true });
    for (const key of [firstKey, secondKey]) {
      const again = await confirmEmailChange(visitor, key);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(linkInvalid);
    }
    expect((await whoAmI(visitor)).email).toBe(first);

    const late = uniqueEmail('late');
    const lateSkip = await outboxSize(t.app);
    await requestEmailChange(visitor, late);
    const lateKey = (await emailChangeKey(t.app, late, lateSkip)) as string;
    clock.advance(ACCOUNT_LIMITS.emailChangeLinkHours * 60 * MINUTE);
    expect((await confirmEmailChange(visitor, lateKey)).json()).toEqual(linkInvalid);
    expect((await whoAmI(visitor)).email).toBe(first);
  });

  it('refuses a link whose address got an account after it was mailed, telling the mailbox owner why', async () => {
    const { visitor, email } = await signedUpVisitor(t.app);
    const wanted = uniqueEmail('wanted');
    const skip = await outboxSize(t.app);
    await requestEmailChange(visitor, wanted);
    const key = (await emailChangeKey(t.app, wanted, skip)) as string;
    expect((await signUp(await newVisitor(t.app), { email: wanted })).body.is_valid).toBe(true);
    expect((await confirmEmailChange(visitor, key)).json()).toEqual(failure(ACCOUNT_SETTINGS_TEXT.emailTaken));
    expect((await whoAmI(visitor)).email).toBe(email);
  });

  it('changes the email once when its link is opened twice at once', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const next = uniqueEmail('twice');
    const skip = await outboxSize(t.app);
    await requestEmailChange(visitor, next);
    const key = (await emailChangeKey(t.app, next, skip)) as string;
    const answers = await Promise.all([confirmEmailChange(visitor, key), confirmEmailChange(await newVisitor(t.app), key)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await whoAmI(visitor)).email).toBe(next);
  });

  it('words every problem of the form, and sends no mail for one', async () => {
    const { visitor, email } = await signedUpVisitor(t.app);
    const skip = await outboxSize(t.app);
    const answer = async (to: string, verify = to) => (await requestEmailChange(visitor, to, verify)).json();
    expect(await answer('', '')).toEqual(failure(AUTH_TEXT.emailRequired));
    expect(await answer('a@example.com', '')).toEqual(failure(AUTH_TEXT.emailRequired));
    expect(await answer('not-an-email')).toEqual(failure(AUTH_TEXT.emailInvalid));
    expect(await answer('one@example.com', 'two@example.com')).toEqual(failure(ACCOUNT_SETTINGS_TEXT.emailsDoNotMatch));
    expect(await answer(email.toUpperCase(), email)).toEqual(failure(ACCOUNT_SETTINGS_TEXT.emailUnchanged));
    expect(await outboxSize(t.app)).toBe(skip);
  });

  it('refuses a malformed or unknown key with 400', async () => {
    const visitor = await newVisitor(t.app);
    for (const key of ['', 'short', 'k'.repeat(43)]) {
      const res = await confirmEmailChange(visitor, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(linkInvalid);
    }
  });
});
