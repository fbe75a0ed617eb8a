import { ACCOUNT_LIMITS, AUTH_TEXT, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmSignUp, logIn, newVisitor, newestMailTo, outboxSize, signUp, signUpKey, submitSignUp, uniqueEmail, whoAmI,
} from '../../test/accounts';
import { FakeClock, MINUTE, type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 12, 0, 0);
const born = (year: number, month: number, day: number) => ({
  birth_year: String(year), birth_month: String(month), birth_day: String(day),
});

const PUBLIC_URL = 'https://radio.example.com';
const linkInvalid = { error: 'sign_up_link_invalid', message: AUTH_TEXT.signUpLinkInvalid };

describe.each(DIALECTS)('sign-up on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now, env: { PUBLIC_URL } });
  });
  beforeEach(() => {
    clock.time = at(2026, 6, 15);
  });
  afterAll(() => t.close());

  /** The errors a fresh visitor gets for a sign-up with these fields changed. */
  async function errorsFor(overrides: Record<string, string>): Promise<string[]> {
    const { res, body } = await signUp(await newVisitor(t.app), overrides);
    expect(res.statusCode).toBe(200);
    return body.errors;
  }

  it('answers a valid form with a mail to the address, and makes no account until its link is opened', async () => {
    const visitor = await newVisitor(t.app);
    const email = uniqueEmail('New.Listener');
    const skip = await outboxSize(t.app);
    const { res, body } = await submitSignUp(visitor, { email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ is_valid: true, user: null, errors: [], pending: true });
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute()).toEqual([]);
    const mail = await newestMailTo(t.app, email, ACCOUNT_MAIL_TEXT.signUpEmailSubject, skip);
    const link = new RegExp(`${PUBLIC_URL}/sign-up/confirm/[A-Za-z0-9_-]{43}/`).exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain(ACCOUNT_MAIL_TEXT.signUpEmailExpiry(ACCOUNT_LIMITS.signUpLinkHours));
  });

  it('carries where the visitor was in the emailed link, and refuses a return that is not a path on this site', async () => {
    const email = uniqueEmail('returning');
    const skip = await outboxSize(t.app);
    const { body } = await submitSignUp(await newVisitor(t.app), { email, return_to: '/channel/smooth-jazz/1042/?from=tile' });
    expect(body.is_valid).toBe(true);
    const mail = await newestMailTo(t.app, email, ACCOUNT_MAIL_TEXT.signUpEmailSubject, skip);
    const back = encodeURIComponent('/channel/smooth-jazz/1042/?from=tile');
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/sign-up/confirm/[A-Za-z0-9_-]{43}/\\?return_to=${back}(\\s|$)`));

    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '/\t/evil.example', 'jazz/']) {
      const before = await outboxSize(t.app);
      const { res } = await submitSignUp(await newVisitor(t.app), { email: uniqueEmail('elsewhere'), return_to: elsewhere });
      expect(res.statusCode, elsewhere).toBe(400);
      expect(res.json().error).toBe('bad_request');
      expect(await outboxSize(t.app)).toBe(before);
    }
  });

  it('creates the account with what was entered when the link is opened, logs in, and rotates the session', async () => {
    const visitor = await newVisitor(t.app);
    const sidBefore = visitor.sid;
    const email = uniqueEmail('New.Listener');
    const { res, body } = await signUp(visitor, { email: ` ${email.toUpperCase()} `, gender: 'M', zipcode: '02139', ...born(1988, 2, 3) });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ is_valid: true, user: { unique_id: expect.stringMatching(/^[0-9a-f]{24}$/) }, errors: [], pending: false });
    expect(visitor.sid).not.toBe(sidBefore);
    expect((await visitor.get(ACCOUNT_ENDPOINTS.userStats.path)).json()).toEqual({
      is_authenticated: true, unique_id: body.user.unique_id, email: email.toLowerCase(), u_by: 1988, u_gen: 'M',
      zipcode: '02139', facebook_user: false, facebook_share: true,
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.unique_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ birth_year: 1988, birth_month: 2, birth_day: 3, gender: 'M', zipcode: '02139' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('opens a link once, and not after it expires', async () => {
    const email = uniqueEmail('once');
    const skip = await outboxSize(t.app);
    await submitSignUp(await newVisitor(t.app), { email });
    const key = (await signUpKey(t.app, email, skip)) as string;
    expect((await confirmSignUp(await newVisitor(t.app), key)).json().is_valid).toBe(true);
    const again = await confirmSignUp(await newVisitor(t.app), key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkInvalid);

    const late = uniqueEmail('late');
    const lateSkip = await outboxSize(t.app);
    await submitSignUp(await newVisitor(t.app), { email: late });
    const lateKey = (await signUpKey(t.app, late, lateSkip)) as string;
    clock.advance(ACCOUNT_LIMITS.signUpLinkHours * 60 * MINUTE);
    const visitor = await newVisitor(t.app);
    expect((await confirmSignUp(visitor, lateKey)).json()).toEqual(linkInvalid);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', late).execute()).toEqual([]);
  });

  it('refuses made-up and malformed keys with the same message', async () => {
    const visitor = await newVisitor(t.app);
    for (const key of ['k'.repeat(43), '../../etc/passwd', '', 'x'.repeat(4000)]) {
      const res = await confirmSignUp(visitor, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toEqual(linkInvalid);
    }
  });

  it('lets someone who turns 13 today sign up, but not someone who turns 13 tomorrow', async () => {
    expect(await errorsFor(born(2013, 6, 15))).toEqual([]);
    expect(await errorsFor(born(2013, 6, 16))).toEqual([AUTH_TEXT.tooYoung]);
    expect(await errorsFor(born(2013, 7, 1))).toEqual([AUTH_TEXT.tooYoung]);
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', async () => {
    clock.time = at(2025, 2, 28);
    expect(await errorsFor(born(2012, 2, 29))).toEqual([AUTH_TEXT.tooYoung]);
    clock.time = at(2025, 3, 1);
    expect(await errorsFor(born(2012, 2, 29))).toEqual([]);
  });

  it('refuses dates that do not exist and years outside the offered range', async () => {
    expect(await errorsFor(born(1990, 4, 31))).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(await errorsFor(born(1990, 2, 30))).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(await errorsFor(born(1990, 13, 1))).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(await errorsFor(born(1990, 0, 10))).toEqual([AUTH_TEXT.birthDateInvalid]);
    const oldest = 2026 - ACCOUNT_LIMITS.birthYearsSpan;
    expect(await errorsFor(born(oldest, 1, 1))).toEqual([]);
    expect(await errorsFor(born(oldest - 1, 12, 31))).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(await errorsFor(born(2026, 1, 1))).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(await errorsFor({ birth_year: 'nineteen', birth_month: '1', birth_day: '1' })).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(await errorsFor({ birth_day: '' })).toEqual([AUTH_TEXT.birthDateRequired]);
  });

  it('takes a numeric zipcode or none, and needs a gender of M or F', async () => {
    expect(await errorsFor({ zipcode: '' })).toEqual([]);
    expect(await errorsFor({ zipcode: '1234567890' })).toEqual([]);
    expect(await errorsFor({ zipcode: '12345678901' })).toEqual([AUTH_TEXT.zipcodeInvalid]);
    expect(await errorsFor({ zipcode: 'SW1A 1AA' })).toEqual([AUTH_TEXT.zipcodeInvalid]);
    expect(await errorsFor({ zipcode: '123-45' })).toEqual([AUTH_TEXT.zipcodeInvalid]);
    expect(await errorsFor({ gender: '' })).toEqual([AUTH_TEXT.genderRequired]);
    expect(await errorsFor({ gender: 'X' })).toEqual([AUTH_TEXT.genderRequired]);
  });

  it('checks the email and the password rules', async () => {
    expect(await errorsFor({ email: '' })).toEqual([AUTH_TEXT.emailRequired]);
    expect(await errorsFor({ email: 'someone@nowhere' })).toEqual([AUTH_TEXT.emailInvalid]);
    expect(await errorsFor({ password: 'violet tram', password_verify: 'violet tram!' })).toEqual([AUTH_TEXT.passwordsDoNotMatch]);
    expect(await errorsFor({ password: 'q7#kLm2', password_verify: 'q7#kLm2' })).toEqual([AUTH_TEXT.passwordTooShort(8)]);
    expect(await errorsFor({ password: 'q7#kLm2!', password_verify: 'q7#kLm2!' })).toEqual([]);
    expect(await errorsFor({ password: 'Password1', password_verify: 'Password1' })).toEqual([AUTH_TEXT.passwordTooCommon]);
    expect(await errorsFor({ password: '', password_verify: '' })).toEqual([AUTH_TEXT.passwordRequired]);
  });

  it('lists every problem of a form at once, in form order', async () => {
    expect(await errorsFor({ email: 'nope', password: 'short', password_verify: 'other', birth_month: '', gender: '', zipcode: 'abc' })).toEqual([
      AUTH_TEXT.emailInvalid, AUTH_TEXT.passwordTooShort(8), AUTH_TEXT.passwordsDoNotMatch, AUTH_TEXT.birthDateRequired,
      AUTH_TEXT.zipcodeInvalid, AUTH_TEXT.genderRequired,
    ]);
  });

  it('round-trips a 64-character password and a Unicode one: sign up, log out, log in', async () => {
    for (const password of [`${'Lp9'.repeat(21)}!`, 'пароль 密码 🎧 ñandú']) {
      const visitor = await newVisitor(t.app);
      const { body, email } = await signUp(visitor, { password, password_verify: password });
      expect(body.is_valid).toBe(true);
      await visitor.get(ACCOUNT_ENDPOINTS.logOut.path);
      expect((await logIn(visitor, email, password)).json().is_valid).toBe(true);
      expect((await logIn(visitor, email, password.slice(0, -1))).json().is_valid).toBe(false);
    }
  });

  it('answers a registered address as it answers a new one, mails the owner where to log in, and changes nothing', async () => {
    const { email, body: first } = await signUp(await newVisitor(t.app), { email: uniqueEmail('taken') });
    const visitor = await newVisitor(t.app);
    const skip = await outboxSize(t.app);
    const again = await submitSignUp(visitor, { email: email.toUpperCase(), password: 'another good passphrase', password_verify: 'another good passphrase' });
    expect(again.body).toEqual({ is_valid: true, user: null, errors: [], pending: true });
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect(await signUpKey(t.app, email, skip)).toBeNull();
    const note = await newestMailTo(t.app, email, ACCOUNT_MAIL_TEXT.accountExistsEmailSubject, skip);
    expect(note?.text).toContain(`${PUBLIC_URL}/log-in/`);
    const rows = await t.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).execute();
    expect(rows.map((r) => r.id)).toEqual([first.user.unique_id]);
    expect((await logIn(await newVisitor(t.app), email, 'another good passphrase')).json().is_valid).toBe(false);
  });

  it('creates one account from several links to one address opened at once; the others are used up', async () => {
    const email = uniqueEmail('race');
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) {
      const skip = await outboxSize(t.app);
      await submitSignUp(await newVisitor(t.app), { email });
      keys.push((await signUpKey(t.app, email, skip)) as string);
    }
    expect(new Set(keys).size).toBe(4);
    const visitors = await Promise.all(keys.map(() => newVisitor(t.app)));
    const answers = await Promise.all(keys.map(async (key, i) => (await confirmSignUp(visitors[i], key)).json()));
    const created = answers.filter((a) => a.is_valid);
    expect(created).toHaveLength(1);
    expect(answers.filter((a) => !a.is_valid)).toEqual([linkInvalid, linkInvalid, linkInvalid]);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toEqual([{ id: created[0].user.unique_id }]);
  });

  it('answers 400, never 500, for a form that is not a form', async () => {
    const visitor = await newVisitor(t.app);
    const res = await visitor.request({
      method: 'POST',
      url: ACCOUNT_ENDPOINTS.signUp.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(5000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });
});
