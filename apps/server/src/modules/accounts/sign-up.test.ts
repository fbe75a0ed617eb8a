import { ACCOUNT_LIMITS, ACCOUNT_PATHS, AUTH_TEXT } from '@earshot/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, newVisitor, signUp, uniqueEmail, whoAmI } from '../../test/accounts';
import { FakeClock, type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

const at = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 12, 0, 0);
const born = (year: number, month: number, day: number) => ({
  birth_year: String(year), birth_month: String(month), birth_day: String(day),
});

describe.each(DIALECTS)('sign-up on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
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

  it('creates the account with what was entered, logs in, and rotates the session', async () => {
    const visitor = await newVisitor(t.app);
    const sidBefore = visitor.sid;
    const email = uniqueEmail('New.Listener');
    const { res, body } = await signUp(visitor, { email: ` ${email.toUpperCase()} `, gender: 'M', zipcode: '02139', ...born(1988, 2, 3) });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ is_valid: true, user: { unique_id: expect.stringMatching(/^[0-9a-f]{24}$/) }, errors: [] });
    expect(visitor.sid).not.toBe(sidBefore);
    expect((await visitor.get(ACCOUNT_PATHS.userStats)).json()).toEqual({
      is_authenticated: true, unique_id: body.user.unique_id, email: email.toLowerCase(), u_by: 1988, u_gen: 'M',
      zipcode: '02139', facebook_user: false, facebook_share: true,
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.unique_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ birth_year: 1988, birth_month: 2, birth_day: 3, gender: 'M', zipcode: '02139' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
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
    for (const password of ['Lp9'.repeat(21) + '!', 'пароль 密码 🎧 ñandú']) {
      const visitor = await newVisitor(t.app);
      const { body, email } = await signUp(visitor, { password, password_verify: password });
      expect(body.is_valid).toBe(true);
      await visitor.get(ACCOUNT_PATHS.logOut);
      expect((await logIn(visitor, email, password)).json().is_valid).toBe(true);
      expect((await logIn(visitor, email, password.slice(0, -1))).json().is_valid).toBe(false);
    }
  });

  it('refuses an address that is already registered, whatever its letter case, and does not log in', async () => {
    const email = uniqueEmail('taken');
    expect((await signUp(await newVisitor(t.app), { email })).body.is_valid).toBe(true);
    const visitor = await newVisitor(t.app);
    const { body } = await signUp(visitor, { email: email.toUpperCase() });
    expect(body).toEqual({ is_valid: false, user: null, errors: [AUTH_TEXT.addressAlreadyRegistered] });
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
  });

  it('lets only one of two simultaneous sign-ups with the same address through', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([signUp(await newVisitor(t.app), { email }), signUp(await newVisitor(t.app), { email })]);
    expect([a.body.is_valid, b.body.is_valid].sort()).toEqual([false, true]);
    expect([...a.body.errors, ...b.body.errors]).toEqual([AUTH_TEXT.addressAlreadyRegistered]);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 400, never 500, for a form that is not a form', async () => {
    const visitor = await newVisitor(t.app);
    const res = await visitor.request({
      method: 'POST',
      url: ACCOUNT_PATHS.signUp,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(5000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });
});
