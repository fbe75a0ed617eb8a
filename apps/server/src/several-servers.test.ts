import { ACCOUNT_LIMITS, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './test/accounts';
import { signUpOverHttp } from './test/http-sign-up';
import { HttpVisitor, audioStart } from './test/http-visitor';
import { type ServerPair, sharedStoreUrls, startServers, uniqueAddress } from './test/shared-stores';

interface Item { type: string; artist_id: string; url: string }
interface Playlist { channel: { _id: { $oid: string } }; items: Item[] }

describe('two servers on one PostgreSQL and one Redis', () => {
  // Without PostgreSQL and Redis the file fails here, loudly, before any test or hook runs.
  sharedStoreUrls();
  let pair: ServerPair;
  let a: string;
  let b: string;
  let curated: { id: string; oldid: number }[];
  const emails: string[] = [];
  const addresses: string[] = [];

  const visitor = () => {
    const ip = uniqueAddress();
    addresses.push(ip);
    return new HttpVisitor(ip);
  };
  /** Signs up on `server`, the emailed link opened there too, so the session starts on that server. */
  const signedUp = async (server: string) => {
    const listener = visitor();
    await listener.get(server, ACCOUNT_ENDPOINTS.userStats.path);
    const dataDir = pair.servers.find((s) => s.baseUrl === server)?.dataDir ?? '';
    const { email } = await signUpOverHttp(listener, server, dataDir);
    emails.push(email);
    return { listener, email };
  };
  const playlist = async (listener: HttpVisitor, server: string, channelRef: string): Promise<Playlist> => {
    const res = await listener.get(server, `/c/m/json/playlist/${channelRef}/`);
    expect(res.status).toBe(200);
    return (await res.json()) as Playlist;
  };
  const whoAmI = async (listener: HttpVisitor, server: string) =>
    ((await (await listener.get(server, ACCOUNT_ENDPOINTS.userStats.path)).json()) as { is_authenticated: boolean; email: string | null });

  beforeAll(async () => {
    pair = await startServers(2);
    [a, b] = pair.servers.map((s) => s.baseUrl);
    curated = await pair.db.selectFrom('channels').select(['id', 'oldid']).where('owner_user_id', 'is', null).where('five_star', '=', 0).orderBy('oldid').limit(3).execute();
  });

  afterAll(async () => {
    // The rate-limit counters this file made, by the addresses and accounts only it used.
    const keys = await Promise.all([...addresses.map((ip) => `*:ip:${ip}`), ...emails.map((e) => `*:account:${e}`)].map((p) => pair.redis.keys(`earshot:rate:${p}`)));
    if (keys.flat().length) await pair.redis.del(...keys.flat());
    await pair.close();
  });

  it('keeps a listener logged in on one server when the next call goes to the other', async () => {
    const { listener, email } = await signedUp(a);
    expect(await whoAmI(listener, b)).toMatchObject({ is_authenticated: true, email });

    const logOut = await listener.post(b, `${ACCOUNT_ENDPOINTS.logOut.path}?json=true`);
    expect(logOut.status).toBe(200);
    expect(await whoAmI(listener, a)).toMatchObject({ is_authenticated: false });

    const logIn = await listener.post(b, endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER }), { email, password: PASSWORD });
    expect(await logIn.json()).toMatchObject({ is_valid: true });
    expect(await whoAmI(listener, a)).toMatchObject({ is_authenticated: true, email });
  });

  it('respects an artist banned through one server in the playlists the other serves', async () => {
    const { listener } = await signedUp(a);
    const channel = curated[0];
    const [first] = (await playlist(listener, a, channel.id)).items.filter((i) => i.type === 'song');
    const ban = await listener.post(a, endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channel.id, action: 'remove_artist' } }), { t: first.artist_id, w: '1' });
    expect(await ban.json()).toEqual({ status: 'ok' });

    const served: Item[] = [];
    for (let i = 0; i < 10; i++) served.push(...(await playlist(listener, b, channel.id)).items.filter((item) => item.type === 'song'));
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((item) => item.artist_id === first.artist_id)).toEqual([]);
  });

  it('counts log-in attempts made on either server against one limit', async () => {
    const { email } = await signedUp(a);
    const attacker = visitor();
    await attacker.get(a, ACCOUNT_ENDPOINTS.userStats.path);
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.authAttemptsPerAccount; i++) {
      const res = await attacker.post(i % 2 ? b : a, endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER }), { email, password: 'not the password' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The listener's right password from a fresh address is refused too, on the server that counted half the attempts.
    const owner = visitor();
    await owner.get(b, ACCOUNT_ENDPOINTS.userStats.path);
    const res = await owner.post(b, endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER }), { email, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets a listener carry on against the other server when theirs goes down mid-session', async () => {
    const { listener, email } = await signedUp(a);
    const channel = curated[1];
    const before = await playlist(listener, a, channel.id);
    const [song] = before.items.filter((i) => i.type === 'song');

    // Down as a crash takes it: every connection dropped at once, nothing finished.
    pair.servers[0].instance.app.server.closeAllConnections();
    await pair.servers[0].instance.close();
    await expect(fetch(`${a}/healthz`)).rejects.toThrow();

    expect(await whoAmI(listener, b)).toMatchObject({ is_authenticated: true, email });
    expect(await (await fetch(`${b}/readyz`)).json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    // The audio URL server A signed plays from B.
    const audio = await audioStart(b + song.url);
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const next = await playlist(listener, b, channel.id);
    expect(next.items.some((i) => i.type === 'song')).toBe(true);
  });
});
