import { type ChannelEditAction, type ChannelPage, LIMITS, SIMILAR_CHANNELS_MAX, endpointUrl, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

describe.each(DIALECTS)('channel page API on %s', (dialect) => {
  let t: TestApp;
  let channel: { id: string; oldid: number; name: string };
  /** The channel's songs: track id → artist id. */
  let songs: Map<string, string>;

  const pageOf = async (ref: string | number, visitor = new Visitor(t.app)) => {
    const res = await visitor.get(endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: String(ref) } }));
    expect(res.statusCode).toBe(200);
    return res.json() as ChannelPage;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    channel = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('channel_tracks')
      .innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
      .select(['tracks.id', 'tracks.artist_id'])
      .where('channel_tracks.channel_id', '=', channel.id)
      .where('tracks.kind', '=', 'song')
      .execute();
    songs = new Map(rows.map((r) => [r.id, r.artist_id]));
  });
  afterAll(() => t.close());

  it('gives the channel by object id or legacy id', async () => {
    for (const ref of [channel.id, channel.oldid]) {
      const page = await pageOf(ref);
      expect(page.channelDetails).toMatchObject({ _id: { $oid: channel.id }, oldid: channel.oldid, name: channel.name, is_user_channel: false });
    }
  });

  it("features up to four of the channel's songs, each by a different artist, with their album covers, drawn anew on each call", async () => {
    expect(new Set(songs.values()).size).toBeGreaterThan(LIMITS.featuredTracksPerChannel);
    const draws = await Promise.all(Array.from({ length: 6 }, () => pageOf(channel.oldid)));
    for (const { featuredTracks } of draws) {
      expect(featuredTracks).toHaveLength(LIMITS.featuredTracksPerChannel);
      const ids = featuredTracks.map((track) => track._id.$oid);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(featuredTracks.map((track) => track.track_artist)).size).toBe(ids.length);
      for (const track of featuredTracks) {
        expect(songs.get(track._id.$oid)).toBe(track.artist_id);
        expect(track.album.cdcover).toMatch(/^[0-9a-f]{24}\.svg$/);
      }
    }
    expect(new Set(draws.map((d) => d.featuredTracks.map((track) => track._id.$oid).join())).size).toBeGreaterThan(1);
  });

  it('suggests channels other than the channel itself, as the similar call does', async () => {
    const { similarChannels } = await pageOf(channel.id);
    expect(similarChannels.length).toBeGreaterThan(0);
    expect(similarChannels.length).toBeLessThanOrEqual(SIMILAR_CHANNELS_MAX);
    expect(similarChannels.map((c) => c._id.$oid)).not.toContain(channel.id);
    const similar = (await new Visitor(t.app).get(`/c/m/json/similar/${channel.id}/`)).json();
    expect(similarChannels).toEqual(similar.rchannels);
  });

  it("shows a listener their own copy of the channel, and features no artist they banned from it", async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const banned = (await pageOf(channel.id, visitor)).featuredTracks[0];
    const ban = await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channel.id, action: 'remove_artist' satisfies ChannelEditAction } }), { t: banned.artist_id, w: 1 });
    expect(ban.json()).toEqual({ status: 'ok' });
    const draws = await Promise.all(Array.from({ length: 6 }, () => pageOf(channel.id, visitor)));
    for (const page of draws) {
      expect(page.channelDetails).toMatchObject({ name: channel.name, is_user_channel: true });
      expect(page.channelDetails._id.$oid).not.toBe(channel.id);
      expect(page.featuredTracks.map((track) => track.artist_id)).not.toContain(banned.artist_id);
      expect(page.similarChannels.map((c) => c._id.$oid)).not.toContain(channel.id);
    }
    // Everyone else still gets the curated channel.
    expect((await pageOf(channel.id)).channelDetails._id.$oid).toBe(channel.id);
  });

  it('answers 404 for an unknown channel and 400 for an address that cannot name one', async () => {
    const unknown = await t.app.inject(endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: '0123456789abcdef01234567' } }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Channel not found.' });
    expect((await t.app.inject(endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: '999999999' } }))).statusCode).toBe(404);
    expect((await t.app.inject(endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: 'not-a-channel' } }))).statusCode).toBe(400);
  });
});
