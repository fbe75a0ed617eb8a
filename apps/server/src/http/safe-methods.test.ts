import { endpointUrl, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../test/app';
import { databaseSnapshot } from '../test/db-snapshot';
import { DIALECTS } from '../test/db';
import { type DocumentedRoute, everyRoute, fillPath, registeredRoutes, routeShape } from '../test/routes';

/**
 * The GETs that do write, and what: the playlist logs what it served (a later play or skip report
 * must name a served item) and moves the channel up the listener's recently played, and the legacy GET log-out ends the caller's own session (it refuses
 * `Sec-Fetch-Site: cross-site`, see accounts/login.test.ts). A stream plays the playlist engine's
 * schedule, so it writes what the playlist does (asked here with addresses that find no stream:
 * a stream found never ends, see modules/streaming).
 */
const KNOWN_WRITES: Record<string, string[]> = {
  '/c/m/json/playlist/:channelId/': ['plays', 'channel_history'],
  '/c/m/json/playlist/:channelId/start.mp3': ['plays', 'channel_history'],
  '/listener/all-logout/': ['sessions'],
  '/stream/:file': ['plays'],
  '/stream/me/:key/:file': ['plays', 'channel_history'],
};

describe.each(DIALECTS)('GET requests on %s', (dialect) => {
  let t: TestApp;
  let listener: Visitor;
  let values: Record<string, string>;
  let gets: DocumentedRoute[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    gets = await everyRoute(t.app, 'GET');
    const [channel] = await t.db.selectFrom('channels').select('id').orderBy('oldid').limit(1).execute();
    const track = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').executeTakeFirstOrThrow();
    const genre = await t.db.selectFrom('genres').select('param').orderBy('sort').executeTakeFirstOrThrow();
    const page = await t.db.selectFrom('pages').select(['url', 'category']).orderBy('sort').executeTakeFirstOrThrow();
    const artist = await t.db.selectFrom('artists').select('name').orderBy('id').executeTakeFirstOrThrow();
    ({ visitor: listener } = await signedUpVisitor(t.app));
    // Something of the listener's own to read back: a favorite, a rating, a renamed copy.
    await listener.post('/c/m/json/favorites/add/', { c: channel.id });
    await listener.post('/listener/rating/', { t: track.id, v: 4, w: 1 });
    await listener.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channel.id, action: 'edit_channel' } }), { name: 'Mine', w: 1 });
    const copy = await t.db.selectFrom('channels').select('id').where('source_channel_id', '=', channel.id).executeTakeFirstOrThrow();
    values = {
      id: copy.id, channelId: copy.id, t: track.id, w: '1', param: genre.param, urlslug: page.url.split('/').filter(Boolean).at(-1) ?? 'about',
      category: page.category ?? 'about', text: 'rock', name: artist.name, term: 'rock', file: `${track.id}.mp3`, s: '2014', l: '10', k: 'ro', key: 'A'.repeat(24),
    };
  });
  afterAll(() => t.close());

  const urlOf = (route: DocumentedRoute) => {
    const query = route.parameters.filter((p) => p.in === 'query' && values[p.name]);
    const search = new URLSearchParams(query.map((p) => [p.name, values[p.name]])).toString();
    return fillPath(route.url, values) + (search ? `?${search}` : '');
  };

  it('reach every GET route, including those outside the route table', () => {
    const shapes = (routes: { url: string }[]) => new Set(routes.map((r) => routeShape(r.url)));
    expect(shapes(gets)).toEqual(shapes(registeredRoutes(t.app, 'GET')));
    expect(gets.map((r) => r.url)).toEqual(expect.arrayContaining(['/audio/:file', '/sitemap.xml', ...Object.keys(KNOWN_WRITES)]));
  });

  it('change nothing in the database, except the known writes of the playlist and the log-out', async () => {
    const logOutLast = (r: DocumentedRoute) => (r.url === '/listener/all-logout/' ? 1 : 0);
    for (const route of [...gets].sort((a, b) => logOutLast(a) - logOutLast(b))) {
      const { url } = route;
      const ignore = KNOWN_WRITES[url] ?? [];
      const before = await databaseSnapshot(t.db, ignore);
      // As a stream: the start call answers with a whole song; its first bytes are enough.
      const res = await listener.request({ method: 'GET', url: urlOf(route), payloadAsStream: true });
      res.stream().destroy();
      expect(res.statusCode, url).toBeLessThan(500);
      expect(await databaseSnapshot(t.db, ignore), `GET ${url}`).toEqual(before);
    }
  });
});
