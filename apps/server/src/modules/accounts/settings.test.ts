import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../http/session';
import { logIn, newVisitor, signUp, signedUpVisitor, whoAmI } from '../../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

const failure = (message: string) => ({ success: false, error: JSON.stringify({ __all__: [message] }) });
const changePassword = (v: Visitor, current: string, password: string, verify = password) =>
  v.post(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), { current_password: current, password, password_verify: verify }).then((r) => r.json());

describe.each(DIALECTS)('account settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('changes the password: the old one stops working, every old session ends, this visitor goes on with a new one', async () => {
    const { visitor, email, password, userId } = await signedUpVisitor(t.app);
    const otherDevice = await newVisitor(t.app);
    await logIn(otherDevice, email, password);
    expect((await whoAmI(otherDevice)).is_authenticated).toBe(true);
    const copied = visitor.clone();
    const before = { sid: visitor.sid, csrf: visitor.csrf };
    expect(await changePassword(visitor, password, 'quiet morning radio')).toEqual({ success: true });
    expect(visitor.sid).not.toBe(before.sid);
    expect(visitor.csrf).not.toBe(before.csrf);
    expect(await whoAmI(visitor)).toMatchObject({ is_authenticated: true, unique_id: userId });
    // Writes go on with the new CSRF token.
    expect((await visitor.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'opengraph', settingValue: 'false' })).statusCode).toBe(200);
    // The cookie as it was before the change (copied, or stolen) is anonymous now, as is the other device.
    expect((await whoAmI(copied)).is_authenticated).toBe(false);
    expect((await whoAmI(otherDevice)).is_authenticated).toBe(false);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    expect(sessions.map((s) => s.id)).toEqual([tokenHash(visitor.sid as string)]);
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(false);
    expect((await logIn(await newVisitor(t.app), email, 'quiet morning radio')).json().is_valid).toBe(true);
  });

  it('words every password problem and keeps the old password', async () => {
    const { visitor, email, password } = await signedUpVisitor(t.app);
    const sid = visitor.sid;
    expect(await changePassword(visitor, '', 'quiet morning radio')).toEqual(failure(AUTH_TEXT.passwordRequired));
    expect(await changePassword(visitor, password, '', '')).toEqual(failure(AUTH_TEXT.passwordRequired));
    expect(await changePassword(visitor, password, 'quiet morning radio', 'quiet morning')).toEqual(failure(ACCOUNT_SETTINGS_TEXT.passwordsDoNotMatchInline));
    expect(await changePassword(visitor, password, 'q7#kLm2')).toEqual(failure(AUTH_TEXT.passwordTooShort(8)));
    expect(await changePassword(visitor, password, 'qwertyuiop')).toEqual(failure(AUTH_TEXT.passwordTooCommon));
    expect(await changePassword(visitor, 'not my password', 'quiet morning radio')).toEqual(failure(ACCOUNT_SETTINGS_TEXT.currentPasswordWrong));
    // A refused change keeps the session as it was.
    expect(visitor.sid).toBe(sid);
    expect((await whoAmI(visitor)).is_authenticated).toBe(true);
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(true);
  });

  it('stores the Facebook sharing setting, visible in user-stats', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    expect((await visitor.get(ACCOUNT_ENDPOINTS.userStats.path)).json().facebook_share).toBe(true);
    const off = await visitor.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'opengraph', settingValue: 'false' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status: 'ok' });
    expect((await visitor.get(ACCOUNT_ENDPOINTS.userStats.path)).json().facebook_share).toBe(false);
    await visitor.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'opengraph', settingValue: '1' });
    expect((await visitor.get(ACCOUNT_ENDPOINTS.userStats.path)).json().facebook_share).toBe(true);
    const unknown = await visitor.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'theme', settingValue: 'true' });
    expect(unknown.statusCode).toBe(400);
  });

  it('asks a logged-out visitor to log in first (401) for every setting', async () => {
    const visitor = await newVisitor(t.app);
    const calls = [
      visitor.post(ACCOUNT_ENDPOINTS.changeEmail.path, { email: 'a@example.com', email_verify: 'a@example.com' }),
      visitor.post(ACCOUNT_ENDPOINTS.changePassword.path, { current_password: 'x', password: 'quiet morning radio', password_verify: 'quiet morning radio' }),
      visitor.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'opengraph', settingValue: 'true' }),
      visitor.post(ACCOUNT_ENDPOINTS.deleteAccount.path),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'not_logged_in', message: AUTH_TEXT.notLoggedIn });
    }
  });

  it('shows an anonymous visitor as not authenticated, privately and uncached', async () => {
    const res = await (await newVisitor(t.app)).get(ACCOUNT_ENDPOINTS.userStats.path);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      is_authenticated: false, unique_id: null, email: null, u_by: null, u_gen: null, zipcode: null,
      facebook_user: false, facebook_share: false,
    });
  });

  it('deletes the account: sessions end, listening history is let go, and the address can sign up again', async () => {
    const { visitor, email, password, userId } = await signedUpVisitor(t.app);
    const copied = visitor.clone();
    const otherDevice = await newVisitor(t.app);
    expect((await logIn(otherDevice, email, password)).json().is_valid).toBe(true);
    const channel = await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    expect((await visitor.get(`/c/m/json/playlist/${channel.id}/`)).statusCode).toBe(200);
    const served = await t.db.selectFrom('plays').select('id').where('user_id', '=', userId).execute();
    expect(served.length).toBeGreaterThan(0);

    const sidBefore = visitor.sid;
    const res = await visitor.post(ACCOUNT_ENDPOINTS.deleteAccount.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(visitor.sid).not.toBe(sidBefore);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect((await whoAmI(copied)).is_authenticated).toBe(false);
    expect((await whoAmI(otherDevice)).is_authenticated).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    // The performances stay (royalty reports count them) but point at nobody.
    const kept = await t.db.selectFrom('plays').select(['user_id']).where('id', 'in', served.map((p) => p.id)).execute();
    expect(kept).toHaveLength(served.length);
    expect(kept.every((p) => p.user_id === null)).toBe(true);

    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(false);
    expect((await signUp(await newVisitor(t.app), { email })).body.is_valid).toBe(true);
  });
});
