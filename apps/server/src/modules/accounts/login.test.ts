import { AUTH_TEXT, COOKIES, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../http/session';
import { logIn, newVisitor, signedUpVisitor, whoAmI } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

describe.each(DIALECTS)('log-in and log-out on %s', (dialect) => {
  let t: TestApp;
  let account: { email: string; password: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { email, password, userId } = await signedUpVisitor(t.app);
    account = { email, password, userId };
  });
  afterAll(() => t.close());

  it('logs in with the right password, case-insensitively by email, and rotates the session and CSRF tokens', async () => {
    const visitor = await newVisitor(t.app);
    const before = { sid: visitor.sid, csrf: visitor.csrf };
    const stale = visitor.clone();
    const res = await logIn(visitor, `  ${account.email.toUpperCase()} `, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_valid: true, user: { unique_id: account.userId }, error: null });
    expect(visitor.sid).not.toBe(before.sid);
    expect(visitor.csrf).not.toBe(before.csrf);
    const sidCookie = res.cookies.find((c) => c.name === COOKIES.session);
    expect(sidCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await whoAmI(visitor)).toMatchObject({ is_authenticated: true, unique_id: account.userId, email: account.email });
    // The token the visitor held before logging in is not logged in.
    expect((await whoAmI(stale)).is_authenticated).toBe(false);
    // Only the hash of the token is stored.
    const rows = await t.db.selectFrom('sessions').select('id').where('user_id', '=', account.userId).execute();
    expect(rows.map((r) => r.id)).toContain(tokenHash(visitor.sid as string));
    expect(rows.map((r) => r.id)).not.toContain(visitor.sid);
  });

  it('gives a wrong password and an unknown email the very same answer', async () => {
    const visitor = await newVisitor(t.app);
    const wrongPassword = await logIn(visitor, account.email, 'not the password');
    const unknownEmail = await logIn(visitor, 'nobody-here@example.com', 'not the password');
    expect(wrongPassword.statusCode).toBe(200);
    expect(unknownEmail.statusCode).toBe(200);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({ is_valid: false, user: null, error: AUTH_TEXT.wrongCredentials });
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
  });

  it('says what is missing or malformed', async () => {
    const visitor = await newVisitor(t.app);
    const error = async (form: Record<string, string>) => (await visitor.post(ACCOUNT_ENDPOINTS.logIn.path, form)).json().error;
    expect(await error({ email: '', password: 'whatever1' })).toBe(AUTH_TEXT.emailRequired);
    expect(await error({ password: 'whatever1' })).toBe(AUTH_TEXT.emailRequired);
    expect(await error({ email: 'not-an-email', password: 'whatever1' })).toBe(AUTH_TEXT.emailInvalid);
    expect(await error({ email: account.email, password: '' })).toBe(AUTH_TEXT.passwordRequired);
  });

  it('logs out with GET: the session row is deleted and even the old cookie is no longer logged in', async () => {
    const visitor = await newVisitor(t.app);
    await logIn(visitor, account.email, account.password);
    const copied = visitor.clone();
    const loggedInSid = visitor.sid as string;
    const res = await visitor.get(ACCOUNT_ENDPOINTS.logOut.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_valid: true });
    expect(visitor.sid).not.toBe(loggedInSid);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect((await whoAmI(copied)).is_authenticated).toBe(false);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', tokenHash(loggedInSid)).executeTakeFirst()).toBeUndefined();
  });

  it('logs out with POST too, and refuses a cross-site GET log-out', async () => {
    const visitor = await newVisitor(t.app);
    await logIn(visitor, account.email, account.password);
    const crossSite = await visitor.get(ACCOUNT_ENDPOINTS.logOut.path, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error).toBe('csrf_failed');
    expect((await whoAmI(visitor)).is_authenticated).toBe(true);
    const copied = visitor.clone();
    const res = await visitor.post(ACCOUNT_ENDPOINTS.logOut.path);
    expect(res.json()).toEqual({ is_valid: true });
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect((await whoAmI(copied)).is_authenticated).toBe(false);
  });

  it('logs a logged-in user in as someone else, ending the first session', async () => {
    const other = await signedUpVisitor(t.app);
    const visitor = await newVisitor(t.app);
    await logIn(visitor, account.email, account.password);
    const first = visitor.clone();
    await logIn(visitor, other.email, other.password);
    expect((await whoAmI(visitor)).unique_id).toBe(other.userId);
    expect((await whoAmI(first)).is_authenticated).toBe(false);
  });

  it('accepts the legacy ?json=true and plain paths alike', async () => {
    const visitor = await newVisitor(t.app);
    const plain = await visitor.post(ACCOUNT_ENDPOINTS.logIn.path, { email: account.email, password: account.password });
    expect(plain.json().is_valid).toBe(true);
    const legacy = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER }), { email: account.email, password: account.password });
    expect(legacy.json().is_valid).toBe(true);
  });

  it('refuses every account write without the CSRF token or with a wrong one', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const writes = [
      ACCOUNT_ENDPOINTS.logIn.path, ACCOUNT_ENDPOINTS.signUp.path, ACCOUNT_ENDPOINTS.socialLogIn.path, ACCOUNT_ENDPOINTS.logOut.path,
      ACCOUNT_ENDPOINTS.resetRequest.path, endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key: 'x'.repeat(43) } }), ACCOUNT_ENDPOINTS.changeEmail.path,
      ACCOUNT_ENDPOINTS.changePassword.path, ACCOUNT_ENDPOINTS.settings.path, ACCOUNT_ENDPOINTS.deleteAccount.path,
    ];
    for (const url of writes) {
      const missing = await visitor.request({ method: 'POST', url, headers: { 'x-csrftoken': '' } });
      expect(missing.statusCode, url).toBe(403);
      expect(missing.json().error).toBe('csrf_failed');
      const wrong = await visitor.post(url, { email: 'a@b.co' }, { 'x-csrftoken': 'forged-token-value' });
      expect(wrong.statusCode, url).toBe(403);
      const crossSite = await visitor.post(url, {}, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode, url).toBe(403);
    }
    expect((await whoAmI(visitor)).is_authenticated).toBe(true);
  });

  it('describes every account call in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/openapi.json')).json().paths);
    for (const path of [ACCOUNT_ENDPOINTS.logIn.path, ACCOUNT_ENDPOINTS.socialLogIn.path, ACCOUNT_ENDPOINTS.userStats.path, ACCOUNT_ENDPOINTS.demographics.path]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/listener/dj-recover/{key}/');
  });
});
