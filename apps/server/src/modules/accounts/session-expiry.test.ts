import { ACCOUNT_LIMITS, type Playlist, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash, userListenerKey } from '../../http/session';
import { logIn, newVisitor, signedUpVisitor, whoAmI } from '../../test/accounts';
import { DAY, FakeClock, MINUTE, type TestApp, type Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

describe.each(DIALECTS)('session lifetime on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let account: { email: string; password: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    const { email, password, userId } = await signedUpVisitor(t.app);
    account = { email, password, userId };
  });
  afterAll(() => t.close());

  const loggedInVisitor = async () => {
    const visitor = await newVisitor(t.app);
    expect((await logIn(visitor, account.email, account.password)).json().is_valid).toBe(true);
    return visitor;
  };
  const sessionRow = (sid: string | undefined) =>
    t.db.selectFrom('sessions').selectAll().where('id', '=', tokenHash(sid as string)).executeTakeFirst();

  it(`ends a session unused for ${ACCOUNT_LIMITS.sessionIdleDays} days, while use keeps it alive`, async () => {
    const visitor = await loggedInVisitor();
    const idle = ACCOUNT_LIMITS.sessionIdleDays * DAY;
    // A millisecond short of the limit, twice over: each use restarts the count.
    clock.advance(idle - 1);
    expect((await whoAmI(visitor)).is_authenticated).toBe(true);
    clock.advance(idle - 1);
    expect((await whoAmI(visitor)).is_authenticated).toBe(true);
    clock.advance(idle);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect(await sessionRow(visitor.sid)).toBeUndefined();
  });

  it(`ends a session ${ACCOUNT_LIMITS.sessionAbsoluteDays} days after log-in however much it is used`, async () => {
    const visitor = await loggedInVisitor();
    const absolute = ACCOUNT_LIMITS.sessionAbsoluteDays * DAY;
    let elapsed = 0;
    while (elapsed + 10 * DAY < absolute) {
      clock.advance(10 * DAY);
      elapsed += 10 * DAY;
      expect((await whoAmI(visitor)).is_authenticated).toBe(true);
    }
    clock.advance(absolute - elapsed - 1);
    expect((await whoAmI(visitor)).is_authenticated).toBe(true);
    clock.advance(1);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    expect(await sessionRow(visitor.sid)).toBeUndefined();
  });

  it('records use at most once an hour, and not for audio, art or assets', async () => {
    const visitor = await loggedInVisitor();
    const loggedInAt = clock.time;
    clock.advance(30 * MINUTE);
    await whoAmI(visitor);
    expect((await sessionRow(visitor.sid))?.last_seen_at).toBe(loggedInAt);
    clock.advance(2 * 60 * MINUTE);
    const channel = await t.db.selectFrom('channels').select('oldid').orderBy('oldid').executeTakeFirstOrThrow();
    expect((await visitor.get(`/img/tiles/${channel.oldid}.svg`)).statusCode).toBe(200);
    expect((await sessionRow(visitor.sid))?.last_seen_at).toBe(loggedInAt);
    await whoAmI(visitor);
    expect((await sessionRow(visitor.sid))?.last_seen_at).toBe(clock.time);
  });

  it("files a logged-in listener's plays under the user, the same from every device", async () => {
    const phone = await loggedInVisitor();
    const laptop = await loggedInVisitor();
    const channel = await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    const served = async (visitor: Visitor) => ((await visitor.get(`/c/m/json/playlist/${channel.id}/`)).json() as Playlist).items.length;
    const items = (await served(phone)) + (await served(laptop));
    const plays = await t.db.selectFrom('plays').select(['listener_key', 'user_id']).where('user_id', '=', account.userId).execute();
    expect(items).toBeGreaterThanOrEqual(2);
    expect(plays).toHaveLength(items);
    expect(new Set(plays.map((p) => p.listener_key))).toEqual(new Set([userListenerKey(account.userId)]));
    expect(userListenerKey(account.userId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps an anonymous visitor anonymous without storing anything', async () => {
    const before = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const visitor = await newVisitor(t.app);
    await visitor.get(ACCOUNT_ENDPOINTS.userStats.path);
    expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    const after = await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
