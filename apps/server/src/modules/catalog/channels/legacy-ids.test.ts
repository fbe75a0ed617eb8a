import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpointUrl, CHANNEL_ENDPOINTS, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { fakeWebDist } from '../../../test/fake-web-dist';
import { CHANNEL_MISS_LIMIT } from './miss-limit';

/** Every GET that resolves a channel by id (the start call is checked apart: for a hit it encodes audio). */
const ROUTES = [
  (ref: string) => `/c/m/json/channel/${ref}/`,
  (ref: string) => `/c/m/json/channel/${ref}/?details=true`,
  (ref: string) => `/c/m/json/channel/${ref}/featured/`,
  (ref: string) => `/c/m/json/channel/${ref}/check/`,
  (ref: string) => `/c/m/json/similar/${ref}/`,
  (ref: string) => `/c/m/json/page/channel/${ref}/`,
  (ref: string) => `/c/m/json/playlist/${ref}/`,
];

/**
 * A web build whose renderer does what the channel settings page's loader does: asks the check call
 * for /player/{id}/ (through the server's own API, with the visitor's cookies) and answers its status.
 */
function playerPageDist(): string {
  const dist = fakeWebDist();
  writeFileSync(
    path.join(dist, 'server/entry-server.js'),
    `export async function render(request, { api }) {
      const id = new URL(request.url).pathname.split('/')[2];
      const { status } = await api('/c/m/json/channel/' + id + '/check/');
      return new Response('<!doctype html><title>' + status + '</title>', { status, headers: { 'content-type': 'text/html' } });
    }\n`,
  );
  return dist;
}

describe.each(DIALECTS)('user channels by legacy id on %s', (dialect) => {
  let webDist: string;
  let t: TestApp;
  let catalog: { id: string; oldid: number }[];
  let owner: Visitor;
  let copy: { id: string; oldid: number };

  const statuses = async (visitor: Visitor, ref: string | number) => Promise.all(ROUTES.map(async (route) => (await visitor.get(route(String(ref)))).statusCode));

  beforeAll(async () => {
    webDist = playerPageDist();
    t = await createTestApp(dialect, { pages: true, env: { WEB_DIST: webDist } });
    catalog = await t.db.selectFrom('channels').select(['id', 'oldid']).where('owner_user_id', 'is', null).where('five_star', '=', 0).orderBy('oldid').limit(2).execute();
    const signedUp = await signedUpVisitor(t.app);
    owner = signedUp.visitor;
    await owner.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: catalog[0].id } }), { o: catalog[1].id, uc: 0 });
    copy = await t.db.selectFrom('channels').select(['id', 'oldid']).where('owner_user_id', '=', signedUp.userId).executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('finds a user channel by its legacy id for its owner alone; by its id for anyone; catalog legacy ids for anyone', async () => {
    const anonymous = await newVisitor(t.app);
    const stranger = (await signedUpVisitor(t.app)).visitor;
    const found = ROUTES.map(() => 200);
    const missing = ROUTES.map(() => 404);
    for (const visitor of [anonymous, stranger]) {
      expect(await statuses(visitor, copy.oldid)).toEqual(missing);
      expect((await visitor.get(`/c/m/json/playlist/${copy.oldid}/start.mp3`)).statusCode).toBe(404);
      expect(await statuses(visitor, copy.id)).toEqual(found);
      expect(await statuses(visitor, catalog[0].oldid)).toEqual(found);
    }
    expect((await stranger.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: String(copy.oldid) })).statusCode).toBe(404);
    expect((await stranger.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: copy.id })).statusCode).toBe(200);
    expect(await statuses(owner, copy.oldid)).toEqual(found);
    expect((await owner.get(`/c/m/json/channel/${copy.oldid}/?details=true`)).json()._id.$oid).toBe(copy.id);
  });

  it('renders the channel settings page of a user channel by legacy id for its owner alone, counting misses against the visitor', async () => {
    const anonymous = await newVisitor(t.app);
    expect((await anonymous.get(`/player/${copy.oldid}/`)).statusCode).toBe(404);
    expect((await anonymous.get(`/player/${copy.id}/`)).statusCode).toBe(200);
    expect((await owner.get(`/player/${copy.oldid}/`)).statusCode).toBe(200);
    // The server's own calls for the page count against the visitor's address, not the server's.
    const guesser = await newVisitor(t.app);
    for (let i = 1; i <= CHANNEL_MISS_LIMIT.misses; i++) await guesser.get(`/player/${copy.oldid - i}/`);
    expect((await guesser.get(`/c/m/json/channel/${catalog[0].oldid}/`)).statusCode).toBe(429);
    expect((await anonymous.get(`/player/${catalog[0].oldid}/`)).statusCode).toBe(200);
  });

  it("gives a user channel's tile by its id, and answers its legacy id exactly as an id that names nothing", async () => {
    const anonymous = await newVisitor(t.app);
    const details = (await anonymous.get(`/c/m/json/channel/${copy.id}/?details=true`)).json();
    expect(details.image).toBe(`/img/tiles/${copy.id}.svg`);
    expect(details.included_channels.map((c: { image: string }) => c.image)).toEqual(catalog.map((c) => `/img/tiles/${c.oldid}.svg`));
    expect((await anonymous.get(details.image)).statusCode).toBe(200);
    // The player and the share dialog show any channel's tile by its id.
    expect((await anonymous.get(`/img/tiles/${catalog[0].id}.svg`)).body).toBe((await anonymous.get(`/img/tiles/${catalog[0].oldid}.svg`)).body);
    const unused = await t.db.selectFrom('channels').select((eb) => eb.fn.max('oldid').as('max')).executeTakeFirstOrThrow();
    for (const visitor of [anonymous, owner]) {
      const legacy = await visitor.get(`/img/tiles/${copy.oldid}.svg`);
      const none = await visitor.get(`/img/tiles/${Number(unused.max) + 1}.svg`);
      expect([legacy.statusCode, legacy.headers['content-type'], legacy.body]).toEqual([none.statusCode, none.headers['content-type'], none.body]);
      expect(legacy.statusCode).toBe(404);
    }
  });

  it('refuses an address every channel lookup once it has missed too often, and no other address', async () => {
    const guesser = await newVisitor(t.app);
    for (let i = 1; i <= CHANNEL_MISS_LIMIT.misses; i++) expect((await guesser.get(`/c/m/json/channel/${copy.oldid - i}/`)).statusCode).toBe(404);
    const refused = await guesser.get(`/c/m/json/channel/${copy.oldid}/`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Hits too, or a 200 among the 429s would still tell a channel apart.
    expect((await guesser.get(`/c/m/json/channel/${catalog[0].oldid}/`)).statusCode).toBe(429);
    expect((await guesser.get(`/img/tiles/${catalog[0].oldid}.svg`)).statusCode).toBe(429);
    const neighbour = await newVisitor(t.app);
    expect((await neighbour.get(`/c/m/json/channel/${catalog[0].oldid}/`)).statusCode).toBe(200);
    expect((await neighbour.get(`/c/m/json/channel/${copy.oldid - 1}/`)).statusCode).toBe(404);
  });
});
