import { ACCOUNT_ENDPOINTS, ACCOUNT_LIMITS, AUTH_TEXT, JSON_ANSWER, MY_CHANNELS_ENDPOINTS, SONG_HISTORY_ENDPOINTS, endpointUrl, FACEBOOK_CONNECT_TEXT } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookForm, facebookSignedRequest, logIn, newVisitor, signedUpVisitor, whoAmI } from '../../test/accounts';
import { FakeClock, type TestApp, type Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

const APP_SECRET = '0123456789abcdef0123456789abcdef';
const FB_ENV = { FB_APP_ID: '1234567890', FB_APP_SECRET: APP_SECRET };

const refusal = (error: string, message: string) => ({ error, message });

describe.each(DIALECTS)('connecting and disconnecting Facebook on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now, env: FB_ENV });
  });
  afterAll(() => t.close());

  let nextFacebookId = 200000000000000;
  const facebookId = () => String(++nextFacebookId);
  /** The form the web app sends for `id`, signed now (or as `payload` says). */
  const signedForm = (id: string, payload: Record<string, unknown> = {}) =>
    facebookForm(id, facebookSignedRequest(APP_SECRET, { algorithm: 'HMAC-SHA256', issued_at: Math.floor(clock.time / 1000), user_id: id, ...payload }));
  const connect = (visitor: Visitor, id: string, payload: Record<string, unknown> = {}) =>
    visitor.post(ACCOUNT_ENDPOINTS.connectFacebook.path, signedForm(id, payload));
  const disconnect = (visitor: Visitor) => visitor.post(ACCOUNT_ENDPOINTS.disconnectFacebook.path);
  /** A new visitor logging in with Facebook as `id`: the account it reached. */
  const facebookLogIn = async (id: string) => {
    const visitor = await newVisitor(t.app);
    const res = await visitor.post(ACCOUNT_ENDPOINTS.socialLogIn.path, signedForm(id));
    expect(res.json().is_valid).toBe(true);
    return { visitor, userId: res.json().user.unique_id as string };
  };
  const someSong = () => t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').executeTakeFirstOrThrow();
  const someChannel = () => t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();

  it('lets an email account connect Facebook: Facebook log-in then reaches it, with its ratings and favorites, and the password still works', async () => {
    const { visitor, email, password, userId } = await signedUpVisitor(t.app);
    const song = await someSong();
    const channel = await someChannel();
    expect((await visitor.post('/listener/rating/', { t: song.id, v: 4, w: 1 })).statusCode).toBe(200);
    expect((await visitor.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: channel.id })).statusCode).toBe(200);

    const id = facebookId();
    const res = await connect(visitor, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await whoAmI(visitor)).toMatchObject({ unique_id: userId, email, facebook_user: true });

    clock.advance(60_000);
    const viaFacebook = await facebookLogIn(id);
    expect(viaFacebook.userId).toBe(userId);
    const rated = (await viaFacebook.visitor.get(SONG_HISTORY_ENDPOINTS.ratingsHistory.path)).json().tracks;
    expect(rated.map((r: { _id: { $oid: string }; rating: number }) => [r._id.$oid, r.rating])).toEqual([[song.id, 4]]);
    const favorites = (await viaFacebook.visitor.get(MY_CHANNELS_ENDPOINTS.favorites.path)).json().channels;
    expect(favorites.map((c: { oldid: number }) => c.oldid)).toEqual([channel.oldid]);
    expect((await logIn(await newVisitor(t.app), email, password)).json().user.unique_id).toBe(userId);
    // Still an email account: its password can be changed.
    const change = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), {
      current_password: password, password: 'quiet morning radio', password_verify: 'quiet morning radio',
    });
    expect(change.json()).toEqual({ success: true });
  });

  it('answers ok when the identity is already connected to this account', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const id = facebookId();
    expect((await connect(visitor, id)).statusCode).toBe(200);
    clock.advance(1000);
    const again = await connect(visitor, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'ok' });
    expect((await facebookLogIn(id)).userId).toBe(userId);
  });

  it('refuses an identity that logs in to another account, with a clear message, and changes neither account', async () => {
    const id = facebookId();
    const owner = await facebookLogIn(id);
    const { visitor, userId } = await signedUpVisitor(t.app);
    const res = await connect(visitor, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('facebook_in_use', FACEBOOK_CONNECT_TEXT.inUse));
    expect((await whoAmI(visitor)).facebook_user).toBe(false);
    expect((await facebookLogIn(id)).userId).toBe(owner.userId);
    expect(owner.userId).not.toBe(userId);
  });

  it('refuses a second identity while one is connected', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const first = facebookId();
    await connect(visitor, first);
    const res = await connect(visitor, facebookId());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('facebook_other_connected', FACEBOOK_CONNECT_TEXT.otherConnected));
    expect((await facebookLogIn(first)).userId).toBe(userId);
  });

  it('refuses a signed request that is forged, for another user or too old, with 400 and connects nothing', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const id = facebookId();
    const forged = facebookForm(id, facebookSignedRequest('ffffffffffffffffffffffffffffffff', { algorithm: 'HMAC-SHA256', issued_at: Math.floor(clock.time / 1000), user_id: id }));
    const cases = [
      await visitor.post(ACCOUNT_ENDPOINTS.connectFacebook.path, forged),
      await connect(visitor, id, { user_id: '31337' }),
      await connect(visitor, id, { issued_at: Math.floor(clock.time / 1000) - 2 * 3600 }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('facebook_request_invalid', FACEBOOK_CONNECT_TEXT.failed));
    }
    expect((await visitor.post(ACCOUNT_ENDPOINTS.connectFacebook.path, { v: '6' })).statusCode).toBe(400);
    expect((await whoAmI(visitor)).facebook_user).toBe(false);
  });

  it('asks a logged-out visitor to log in first, and refuses a write without the CSRF header', async () => {
    const anonymous = await newVisitor(t.app);
    for (const res of [await connect(anonymous, facebookId()), await disconnect(anonymous)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refusal('not_logged_in', AUTH_TEXT.notLoggedIn));
    }
    const { visitor } = await signedUpVisitor(t.app);
    const res = await visitor.post(ACCOUNT_ENDPOINTS.connectFacebook.path, signedForm(facebookId()), { 'x-csrftoken': 'wrong' });
    expect(res.statusCode).toBe(403);
    expect((await whoAmI(visitor)).facebook_user).toBe(false);
  });

  it('gives one identity to one account when two accounts connect it at once, and answers the other 409, never 500', async () => {
    const id = facebookId();
    const a = await signedUpVisitor(t.app);
    const b = await signedUpVisitor(t.app);
    const answers = await Promise.all([connect(a.visitor, id), connect(b.visitor, id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? a.userId : b.userId;
    expect((await facebookLogIn(id)).userId).toBe(winner);
    expect(await t.db.selectFrom('users').select('id').where('facebook_id', '=', id).execute()).toEqual([{ id: winner }]);
  });

  it('keeps one account per identity when a connect and a first Facebook log-in race', async () => {
    const id = facebookId();
    const { visitor, userId } = await signedUpVisitor(t.app);
    const stranger = await newVisitor(t.app);
    const [connected, loggedIn] = await Promise.all([connect(visitor, id), stranger.post(ACCOUNT_ENDPOINTS.socialLogIn.path, signedForm(id))]);
    expect([200, 409]).toContain(connected.statusCode);
    const reached = loggedIn.json().user.unique_id;
    // Either the connect came first and the log-in reached this account, or the log-in made its own and the connect was refused.
    expect(reached === userId).toBe(connected.statusCode === 200);
    expect(await t.db.selectFrom('users').select('id').where('facebook_id', '=', id).execute()).toEqual([{ id: reached }]);
  });

  it('disconnects while the email and password remain: Facebook log-in then no longer reaches the account', async () => {
    const { visitor, email, password, userId } = await signedUpVisitor(t.app);
    const id = facebookId();
    await connect(visitor, id);
    const res = await disconnect(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await whoAmI(visitor)).toMatchObject({ is_authenticated: true, unique_id: userId, facebook_user: false });
    expect((await facebookLogIn(id)).userId).not.toBe(userId);
    expect((await logIn(await newVisitor(t.app), email, password)).json().user.unique_id).toBe(userId);
    // Nothing left to disconnect: done already.
    expect((await disconnect(visitor)).statusCode).toBe(200);
  });

  it('allows 10 connects and disconnects per account in the window, then answers 429', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const id = facebookId();
    for (let i = 0; i < ACCOUNT_LIMITS.authAttemptsPerAccount; i++) {
      const res = i % 2 === 0 ? await connect(visitor, id) : await disconnect(visitor);
      expect(res.statusCode).toBe(200);
    }
    const over = await connect(visitor, id);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('rate_limited');
    expect((await disconnect(visitor)).statusCode).toBe(429);
    clock.advance(ACCOUNT_LIMITS.authWindowMinutes * 60_000);
    expect((await connect(visitor, id)).statusCode).toBe(200);
  });

  it('refuses to disconnect an account made with Facebook, which has no other way in, and says why', async () => {
    const id = facebookId();
    const { visitor, userId } = await facebookLogIn(id);
    const res = await disconnect(visitor);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('facebook_only_way_in', FACEBOOK_CONNECT_TEXT.onlyWayIn));
    expect((await whoAmI(visitor)).facebook_user).toBe(true);
    expect((await facebookLogIn(id)).userId).toBe(userId);
  });
});

describe.each(DIALECTS)('connecting Facebook without an app configured on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('is refused with 404 and connects nothing', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const signed = facebookSignedRequest(APP_SECRET, { algorithm: 'HMAC-SHA256', issued_at: Math.floor(Date.now() / 1000), user_id: '42' });
    const res = await visitor.post(ACCOUNT_ENDPOINTS.connectFacebook.path, facebookForm('42', signed));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('social_login_unavailable', AUTH_TEXT.socialUnavailable));
    expect((await whoAmI(visitor)).facebook_user).toBe(false);
  });
});
