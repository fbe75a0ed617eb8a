import { Writable } from 'node:stream';
import { ACCOUNT_ENDPOINTS, CHANNEL_ENDPOINTS, JSON_ANSWER, SEARCH_ENDPOINTS, emailedLinkPath, endpointUrl } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_TEXT } from '../modules/accounts';
import { confirmEmailChange, emailChangeKey, logIn, newVisitor, newestMailTo, outboxSize, requestEmailChange, signUp, uniqueEmail } from '../test/accounts';
import { type TestApp, createTestApp } from '../test/app';
import { DIALECTS } from '../test/db';

const PASSWORDS = { signUp: 'first Secret phrase 1', wrong: 'not the Secret phrase 2', changed: 'second Secret phrase 3', reset: 'third Secret phrase 4' };
const RESET_LINK = new RegExp(`${emailedLinkPath('resetPassword', '([A-Za-z0-9_-]{43})')}`);

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  event?: string;
  [field: string]: unknown;
}

/**
 * A listener's whole session through the app, its log captured at debug level: signing up (and
 * confirming), logging in (once with a wrong password), settings, an email change, a password
 * change, a reset, listening (a play, a skip, a ban), a search for an address, a refused form and a
 * server error. Every line must be JSON, none may hold an address, a password or a link's key, and
 * each event is one line carrying the request's id.
 */
describe.each(DIALECTS)('the log of a session on %s', (dialect) => {
  let t: TestApp;
  const written: string[] = [];
  const email = uniqueEmail('Log.Listener');
  const newEmail = uniqueEmail('Log.Moved');
  const keys: string[] = [];
  let userId = '';
  let channel = '';
  let songs: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({ write: (chunk, _encoding, done) => done(void written.push(String(chunk))) });
    t = await createTestApp(dialect, { env: { LOG_LEVEL: 'debug', PUBLIC_URL: 'https://radio.example.com' }, logStream });
    // The one way to a 500 that breaks nothing: a route of the test's own, failing as an SMTP refusal does (naming the address).
    t.app.get('/test/failing', async () => {
      throw new Error(`Can't send mail - all recipients were rejected: 550 <${email}>`);
    });

    const visitor = await newVisitor(t.app);
    const signedUp = await signUp(visitor, { email, password: PASSWORDS.signUp, password_verify: PASSWORDS.signUp });
    expect(signedUp.body.is_valid).toBe(true);
    userId = signedUp.body.user.unique_id;
    expect((await logIn(await newVisitor(t.app), email, PASSWORDS.wrong)).json().is_valid).toBe(false);
    expect((await logIn(await newVisitor(t.app), email, PASSWORDS.signUp)).json().is_valid).toBe(true);
    expect((await visitor.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'opengraph', settingValue: 'false' })).statusCode).toBe(200);

    const beforeChange = await outboxSize(t.app);
    expect((await requestEmailChange(visitor, newEmail)).statusCode).toBe(200);
    const changeKey = await emailChangeKey(t.app, newEmail, beforeChange);
    expect(changeKey).not.toBeNull();
    keys.push(changeKey ?? '');
    expect((await confirmEmailChange(visitor, changeKey ?? '')).json()).toEqual({ success: true });
    const changed = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), {
      current_password: PASSWORDS.signUp, password: PASSWORDS.changed, password_verify: PASSWORDS.changed,
    });
    expect(changed.json()).toEqual({ success: true });

    const beforeReset = await outboxSize(t.app);
    expect((await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: newEmail })).statusCode).toBe(200);
    const resetKey = RESET_LINK.exec((await newestMailTo(t.app, newEmail, ACCOUNT_MAIL_TEXT.resetEmailSubject, beforeReset))?.text ?? '')?.[1] ?? '';
    expect(resetKey).not.toBe('');
    keys.push(resetKey);
    const recovering = await newVisitor(t.app);
    await recovering.get(emailedLinkPath('resetPassword', resetKey));
    const recovered = await recovering.post(endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key: resetKey } }), {
      key: resetKey, password: PASSWORDS.reset, password_verify: PASSWORDS.reset,
    });
    expect(recovered.statusCode).toBe(200);
    const listener = await newVisitor(t.app);
    expect((await logIn(listener, newEmail, PASSWORDS.reset)).json().is_valid).toBe(true);

    channel = (await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').executeTakeFirstOrThrow()).id;
    const playlist = (await listener.get(`/c/m/json/playlist/${channel}/`)).json() as { items: { type: string; _id: { $oid: string } }[] };
    songs = playlist.items.filter((i) => i.type === 'song').map((i) => i._id.$oid);
    expect((await listener.post('/c/m/json/played/', { c: channel, t: songs[0], ms: 61_000 })).statusCode).toBe(200);
    expect((await listener.post('/c/m/json/skip/', { c: channel, t: songs[1], ms: 4000 })).statusCode).toBe(200);
    const ban = await listener.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channel, action: 'remove_track' } }), { o: songs[1], w: 1 });
    expect(ban.json()).toEqual({ status: 'ok' });

    expect((await listener.get(endpointUrl(SEARCH_ENDPOINTS.searchPage, { params: { text: newEmail } }))).statusCode).toBeLessThan(500);
    expect((await listener.get(endpointUrl(SEARCH_ENDPOINTS.box, { query: { q: newEmail } }))).statusCode).toBeLessThan(500);
    expect((await listener.post('/c/m/json/played/', { c: channel, t: songs[0], ms: `${email} ${PASSWORDS.signUp}` })).statusCode).toBe(400);
    expect((await listener.get('/test/failing')).statusCode).toBe(500);
    await t.settle();
  });
  afterAll(() => t.close());

  const lines = (): Line[] =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
  const events = (event: string) => lines().filter((line) => line.event === event);

  it('writes every line as JSON, the requests with their ids', () => {
    expect(written.length).toBeGreaterThan(40);
    expect(lines().filter((line) => line.msg === 'incoming request').every((line) => typeof line.reqId === 'string')).toBe(true);
  });

  it('holds no email address, password or emailed key anywhere', () => {
    const text = written.join('').toLowerCase();
    for (const secret of [email, newEmail, ...Object.values(PASSWORDS), ...keys]) {
      expect(text, secret).not.toContain(secret.toLowerCase());
      expect(text, secret).not.toContain(encodeURIComponent(secret).toLowerCase());
    }
  });

  it('says each play, skip, ban and sign-up once, with its request id and the ids it concerns', () => {
    const [play] = events('play');
    expect(events('play')).toHaveLength(1);
    expect(play).toMatchObject({ reqId: expect.any(String), channel, track: songs[0], user: userId, ms: 61_000 });
    expect(events('skip')).toEqual([expect.objectContaining({ reqId: expect.any(String), channel, track: songs[1], user: userId, ms: 4000 })]);
    expect(events('ban')).toEqual([expect.objectContaining({ reqId: expect.any(String), channel, track: songs[1], user: userId })]);
    expect(events('sign_up')).toEqual([expect.objectContaining({ reqId: expect.any(String), user: userId, via: 'email' })]);
    // The event's line belongs to its request: the same id as the request's own lines.
    expect(lines().some((line) => line.reqId === play.reqId && line.msg === 'incoming request')).toBe(true);
  });

  it('says a server error once, with its request id and the error without the address it named', () => {
    const errors = events('error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: expect.any(String), err: { type: 'Error', message: expect.stringContaining('<[email]>') } });
  });
});
