import { ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookForm, facebookSignedRequest, newVisitor, whoAmI } from '../../test/accounts';
import { FakeClock, type TestApp, type Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

const APP_SECRET = '0123456789abcdef0123456789abcdef';
const FB_ENV = { FB_APP_ID: '1234567890', FB_APP_SECRET: APP_SECRET };

describe.each(DIALECTS)('Facebook log-in on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now, env: FB_ENV });
  });
  afterAll(() => t.close());

  let nextFacebookId = 100000000000000;
  const facebookId = () => String(++nextFacebookId);
  const payload = (userId: string, extra: Record<string, unknown> = {}) => ({
    algorithm: 'HMAC-SHA256', code: 'AQD-test-code', issued_at: Math.floor(clock.time / 1000), user_id: userId, ...extra,
  });
  const socialLogIn = (visitor: Visitor, userId: string, signed: string) => visitor.post(ACCOUNT_ENDPOINTS.socialLogIn.path, facebookForm(userId, signed));
  const refused = { is_valid: false, user: null, error: AUTH_TEXT.socialFailed };

  it('logs in with a valid signed request, creating an email-less account, and rotates the session', async () => {
    const visitor = await newVisitor(t.app);
    const sidBefore = visitor.sid;
    const id = facebookId();
    const res = await socialLogIn(visitor, id, facebookSignedRequest(APP_SECRET, payload(id)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_valid: true, user: { unique_id: expect.stringMatching(/^[0-9a-f]{24}$/) }, error: null });
    expect(visitor.sid).not.toBe(sidBefore);
    expect((await visitor.get(ACCOUNT_ENDPOINTS.userStats.path)).json()).toMatchObject({
      is_authenticated: true, unique_id: res.json().user.unique_id, email: null, facebook_user: true, facebook_share: true,
    });
  });

  it('keys the account by the Facebook user id: a later log-in from elsewhere is the same account', async () => {
    const id = facebookId();
    const first = await socialLogIn(await newVisitor(t.app), id, facebookSignedRequest(APP_SECRET, payload(id)));
    clock.advance(60_000);
    const second = await socialLogIn(await newVisitor(t.app), id, facebookSignedRequest(APP_SECRET, payload(id, { code: 'another' })));
    expect(second.json().user.unique_id).toBe(first.json().user.unique_id);
    const other = facebookId();
    const third = await socialLogIn(await newVisitor(t.app), other, facebookSignedRequest(APP_SECRET, payload(other)));
    expect(third.json().user.unique_id).not.toBe(first.json().user.unique_id);
    expect(await t.db.selectFrom('users').select('id').where('facebook_id', '=', id).execute()).toHaveLength(1);
  });

  it('accepts the algorithm name in any letter case', async () => {
    const id = facebookId();
    const res = await socialLogIn(await newVisitor(t.app), id, facebookSignedRequest(APP_SECRET, payload(id, { algorithm: 'hmac-sha256' })));
    expect(res.json().is_valid).toBe(true);
  });

  it('refuses a bad signature, another user id, another algorithm, an old or future request, and garbage', async () => {
    const visitor = await newVisitor(t.app);
    const id = facebookId();
    const now = Math.floor(clock.time / 1000);
    const maxAge = ACCOUNT_LIMITS.socialRequestMaxAgeSeconds;
    const cases = [
      facebookSignedRequest('ffffffffffffffffffffffffffffffff', payload(id)),
      facebookSignedRequest(APP_SECRET, payload('999')),
      facebookSignedRequest(APP_SECRET, payload(id, { algorithm: 'HMAC-SHA1' })),
      facebookSignedRequest(APP_SECRET, payload(id, { issued_at: now - maxAge - 1 })),
      facebookSignedRequest(APP_SECRET, payload(id, { issued_at: now + maxAge + 1 })),
      facebookSignedRequest(APP_SECRET, payload(id, { issued_at: 'yesterday' })),
      facebookSignedRequest(APP_SECRET, payload(id)).split('.')[1],
      `${facebookSignedRequest(APP_SECRET, payload(id))}.extra`,
      'not-base64!.not-json',
    ];
    for (const signed of cases) {
      const res = await socialLogIn(visitor, id, signed);
      expect(res.statusCode, signed).toBe(200);
      expect(res.json(), signed).toEqual(refused);
    }
    // Tampering with the payload after signing breaks the signature.
    const [signature] = facebookSignedRequest(APP_SECRET, payload(id)).split('.');
    const forged = Buffer.from(JSON.stringify(payload('777'))).toString('base64url');
    expect((await socialLogIn(visitor, '777', `${signature}.${forged}`)).json()).toEqual(refused);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    // Still valid at the edge of the allowed age.
    const edge = await socialLogIn(visitor, id, facebookSignedRequest(APP_SECRET, payload(id, { issued_at: now - maxAge })));
    expect(edge.json().is_valid).toBe(true);
  });

  it('answers 400 for a form without the Facebook fields', async () => {
    const res = await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.socialLogIn.path, { v: '6' });
    expect(res.statusCode).toBe(400);
  });

  it('gives a Facebook account no email or password to change', async () => {
    const visitor = await newVisitor(t.app);
    const id = facebookId();
    await socialLogIn(visitor, id, facebookSignedRequest(APP_SECRET, payload(id)));
    const noCredentials = { success: false, error: JSON.stringify({ __all__: [ACCOUNT_SETTINGS_TEXT.socialNoCredentials] }) };
    const email = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changeEmail, { query: JSON_ANSWER }), { email: 'fb@example.com', email_verify: 'fb@example.com' });
    expect(email.json()).toEqual(noCredentials);
    const password = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), {
      current_password: 'anything', password: 'quiet morning radio', password_verify: 'quiet morning radio',
    });
    expect(password.json()).toEqual(noCredentials);
    expect((await whoAmI(visitor)).email).toBeNull();
  });
});

describe.each(DIALECTS)('Facebook log-in without an app configured on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('is refused with 404 and logs nobody in', async () => {
    const visitor = await newVisitor(t.app);
    const signed = facebookSignedRequest(APP_SECRET, { algorithm: 'HMAC-SHA256', issued_at: Math.floor(Date.now() / 1000), user_id: '42' });
    const res = await visitor.post(ACCOUNT_ENDPOINTS.socialLogIn.path, facebookForm('42', signed));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'social_login_unavailable', message: AUTH_TEXT.socialUnavailable });
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
  });
});
