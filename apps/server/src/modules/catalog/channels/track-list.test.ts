import { TRACK_LIST_LIMITS, type Track, endpointUrl, TRACK_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

/** A 24-hex id no row has. */
const UNKNOWN = '0123456789abcdef01234567';

describe.each(DIALECTS)('track_list on %s', (dialect) => {
  let t: TestApp;
  /** Songs as the channel details call lists them. */
  let songs: Track[];
  const get = (ids: string[]) => t.app.inject(endpointUrl(TRACK_ENDPOINTS.trackList, { query: { id: ids.join(','), a: 'true' } }));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const channel = await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    songs = (await t.app.inject(`/c/m/json/channel/${channel.id}/`)).json().tracks.slice(0, 3);
  });
  afterAll(() => t.close());

  it('answers the songs asked for in the order asked, each once, as the channel track lists give them, each with track.$oid', async () => {
    const [a, b, c] = songs;
    const res = await get([c._id.$oid, a._id.$oid, c._id.$oid, b._id.$oid]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tracks: [c, a, b].map((song) => ({ ...song, track: song._id })) });
    for (const song of res.json().tracks) expect(song.year).toEqual(expect.any(Number));
  });

  it('leaves out every id that is not a song of a catalog channel: unknown ids, station ids, ads, songs no channel plays', async () => {
    const station = await t.db.selectFrom('tracks').select(['id', 'kind']).where('kind', 'in', ['sweeper', 'ad']).execute();
    const sweeper = station.find((r) => r.kind === 'sweeper')?.id as string;
    const ad = station.find((r) => r.kind === 'ad')?.id as string;
    expect(sweeper).toBeDefined();
    expect(ad).toBeDefined();
    // A song on no channel (an ingested file not placed yet, or one only a listener's own lists still name).
    const source = await t.db.selectFrom('tracks').selectAll().where('id', '=', songs[0]._id.$oid).executeTakeFirstOrThrow();
    const unplaced = 'feedfacefeedfacefeedface';
    await t.db.insertInto('tracks').values({ ...source, id: unplaced }).execute();

    const res = await get([sweeper, UNKNOWN, songs[1]._id.$oid, ad, unplaced]);
    expect(res.statusCode).toBe(200);
    expect(res.json().tracks.map((s: Track) => s._id.$oid)).toEqual([songs[1]._id.$oid]);
    expect((await get([UNKNOWN])).json()).toEqual({ tracks: [] });
  });

  it(`answers 400 with a clear message for a missing, empty or malformed list, or more than ${TRACK_LIST_LIMITS.idsMax} ids`, async () => {
    const song = songs[0]._id.$oid;
    const badList = 'Invalid query: id: must be one comma-separated list of 24-character hex track ids';
    const tooMany = `Invalid query: id: must name at most ${TRACK_LIST_LIMITS.idsMax} track ids`;
    const cases: [string, string][] = [
      [`${TRACK_ENDPOINTS.trackList.path}?a=true`, badList],
      [`${TRACK_ENDPOINTS.trackList.path}?id=&a=true`, badList],
      [`${TRACK_ENDPOINTS.trackList.path}?id=${song},&a=true`, badList],
      [`${TRACK_ENDPOINTS.trackList.path}?id=${song.toUpperCase()}&a=true`, badList],
      [`${TRACK_ENDPOINTS.trackList.path}?id=${song};drop&a=true`, badList],
      [`${TRACK_ENDPOINTS.trackList.path}?id=${song}&id=${song}&a=true`, badList],
      [endpointUrl(TRACK_ENDPOINTS.trackList, { query: { id: (Array.from({ length: TRACK_LIST_LIMITS.idsMax + 1 }, () => song)).join(','), a: 'true' } }), tooMany],
      [`${TRACK_ENDPOINTS.trackList.path}?id=${'0'.repeat(TRACK_LIST_LIMITS.idsMax * 25 + 1)}`, tooMany],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: { error: 'bad_request', message } });
    }
    const most = await get(Array.from({ length: TRACK_LIST_LIMITS.idsMax }, () => song));
    expect(most.json().tracks).toHaveLength(1);
  });

  it('is described in the OpenAPI document with its id list and flag', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const call = doc.paths[TRACK_ENDPOINTS.trackList.path]?.get;
    expect(call?.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([['id', true], ['a', false]]);
  });
});
