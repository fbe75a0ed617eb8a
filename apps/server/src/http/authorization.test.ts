import {
  type ChannelEditAction,
  endpointUrl,
  USER_CHANNELS_QUERY,
  ACCOUNT_ENDPOINTS,
  CHANNEL_ENDPOINTS,
  MY_CHANNELS_ENDPOINTS,
  SONG_HISTORY_ENDPOINTS,
} from '@earshot/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, uniqueEmail } from '../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../test/app';
import { DIALECTS } from '../test/db';
import { type CatalogPicks, type ListenerWithState, catalogPicks, listenerWithState, privateView } from '../test/listeners';

const LISTENERS = 3;
/** Fields a forged form might add to act on someone else's behalf: the server must not read them. */
const IMPERSONATION_FIELDS = ['user_id', 'userId', 'owner', 'owner_user_id', 'unique_id', 'uid', 'listener_key'];

type Form = Record<string, string | number>;
interface Attack {
  name: string;
  /** True when the owner's permission is what refuses it (so an attacker hears not_authorized). */
  editsOwnersChannel: boolean;
  send(attacker: Visitor, owner: ListenerWithState, extra: Form, picks: CatalogPicks): ReturnType<Visitor['request']>;
}

const edit = (action: ChannelEditAction, form: (owner: ListenerWithState, picks: CatalogPicks) => Form): Attack => ({
  name: action,
  editsOwnersChannel: true,
  send: (attacker, owner, extra, picks) => attacker.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: owner.copy.id, action } }), { w: 1, ...form(owner, picks), ...extra }),
});
const own = (name: string, send: Attack['send']): Attack => ({ name, editsOwnersChannel: false, send });

const ATTACKS: Attack[] = [
  edit('remove_track', (_, picks) => ({ o: picks.songs[40].id })),
  edit('add_track', (owner) => ({ o: owner.bannedSong })),
  edit('remove_artist', (_, picks) => ({ t: picks.songs[41].artist_id })),
  edit('remove_channel', (owner) => ({ o: owner.blended })),
  edit('edit_channel', () => ({ name: 'Taken over' })),
  { name: 'add_channel', editsOwnersChannel: true, send: (a, owner, extra, picks) => a.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: owner.copy.id } }), { o: picks.curated[30], uc: 0, ...extra }) },
  own('delete from history', (a, owner, extra) => a.request({ method: 'DELETE', url: `${endpointUrl(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: owner.copy.id } })}?${new URLSearchParams(extra as Record<string, string>)}` })),
  own('remove favorite', (a, owner, extra) => a.post(MY_CHANNELS_ENDPOINTS.removeFavorite.path, { c: owner.favorite, ...extra })),
  own('add favorite', (a, owner, extra) => a.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: owner.favorite, ...extra })),
  own('rate', (a, owner, extra) => a.post('/listener/rating/', { t: owner.ratedSong, v: 1, w: 1, ...extra })),
  own('report a play', (a, owner, extra) => a.post('/c/m/json/played/', { t: owner.bannedSong, c: owner.copy.id, ms: 1000, ...extra })),
  own('report a skip', (a, owner, extra) => a.post('/c/m/json/skip/', { t: owner.bannedSong, c: owner.copy.id, ms: 1000, ...extra })),
  own('change email', (a, _, extra) => {
    const email = uniqueEmail('attacker');
    return a.post(ACCOUNT_ENDPOINTS.changeEmail.path, { email, email_verify: email, ...extra });
  }),
  own('settings', (a, _, extra) => a.post(ACCOUNT_ENDPOINTS.settings.path, { settingType: 'opengraph', settingValue: '0', ...extra })),
  own('read the shared copy’s settings', (a, owner) => a.get(`/c/m/json/channel/${owner.copy.id}/check/`)),
];

/** What the attacker reads of "their own": none of it may be the owner's. */
const OWN_LISTS = [
  `/c/m/json/channel/{source}/?details=true`,
  MY_CHANNELS_ENDPOINTS.favorites.path,
  endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }),
  SONG_HISTORY_ENDPOINTS.trackHistory.path,
  SONG_HISTORY_ENDPOINTS.ratingsHistory.path,
  ACCOUNT_ENDPOINTS.userStats.path,
];

describe.each(DIALECTS)("nobody reads or changes another listener's things, on %s", (dialect) => {
  let t: TestApp;
  let picks: CatalogPicks;
  let listeners: ListenerWithState[];
  let views: unknown[][];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    picks = await catalogPicks(t.db);
    listeners = [];
    for (let n = 0; n < LISTENERS; n++) listeners.push(await listenerWithState(t, picks, n));
    views = await Promise.all(listeners.map(privateView));
  });
  afterAll(() => t.close());

  /** A listener from the pool, or (index -1) a new anonymous visitor. */
  const attackerAt = async (index: number) => (index < 0 ? newVisitor(t.app) : listeners[index].visitor);
  const pairs = fc
    .tuple(fc.nat(LISTENERS - 1), fc.integer({ min: -1, max: LISTENERS - 1 }))
    .filter(([owner, attacker]) => owner !== attacker);
  const extras = (owner: ListenerWithState) => Object.fromEntries(IMPERSONATION_FIELDS.map((f) => [f, f === 'owner' ? owner.email : owner.userId]));

  it("never shows one listener another's copy, favorites, history, ratings or account", async () => {
    await fc.assert(
      fc.asyncProperty(pairs, fc.constantFrom(...OWN_LISTS), async ([o, a], url) => {
        const owner = listeners[o];
        const res = await (await attackerAt(a)).get(url.replace('{source}', picks.curated[0]));
        expect([200, 401], url).toContain(res.statusCode);
        const secrets = [owner.userId, owner.email, owner.copy.id, owner.copy.name, ...(url === SONG_HISTORY_ENDPOINTS.ratingsHistory.path ? [owner.ratedSong] : [])];
        for (const secret of secrets) expect(res.body, url).not.toContain(secret);
      }),
      { numRuns: 40, seed: 10 },
    );
  });

  it("finds nobody else's copy by its legacy id: only the unguessable id a shared link carries reaches it", async () => {
    const routes = ['/c/m/json/channel/{ref}/?details=true', '/c/m/json/page/channel/{ref}/', '/c/m/json/playlist/{ref}/', '/img/tiles/{ref}.svg'];
    await fc.assert(
      fc.asyncProperty(pairs, fc.constantFrom(...routes), async ([o, a], route) => {
        const owner = listeners[o];
        const res = await (await attackerAt(a)).get(route.replace('{ref}', String(owner.copy.oldid)));
        expect(res.statusCode, route).toBe(404);
        for (const secret of [owner.copy.id, owner.copy.name]) expect(res.body, route).not.toContain(secret);
      }),
      { numRuns: 20, seed: 10 },
    );
  });

  it('refuses every edit of the owner’s channel, and other writes change only the sender’s own things', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, fc.constantFrom(...ATTACKS.map((x) => x.name)), fc.subarray(IMPERSONATION_FIELDS), async ([o, a], name, fields) => {
        const attack = ATTACKS.find((x) => x.name === name) as Attack;
        const owner = listeners[o];
        const extra = Object.fromEntries(fields.map((f) => [f, extras(owner)[f]]));
        const res = await attack.send(await attackerAt(a), owner, extra, picks);
        expect(res.statusCode, attack.name).toBeLessThan(500);
        if (attack.editsOwnersChannel) expect(res.statusCode === 401 ? 'log in' : res.json(), attack.name).toEqual(a < 0 ? 'log in' : { status: 'not_authorized' });
        expect(res.body).not.toContain(owner.userId);
        expect(res.body).not.toContain(owner.email);
        expect(await privateView(owner), attack.name).toEqual(views[o]);
        // The attacker's own things may have changed: that is their next baseline as an owner.
        if (a >= 0) views[a] = await privateView(listeners[a]);
      }),
      { numRuns: 60, seed: 10 },
    );
  });
});
