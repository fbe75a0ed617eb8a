import {
  CHANNEL_NAME_MAX,
  type ChannelEditAction,
  LOG_IN_PROMPTS,
  endpointUrl,
  USER_CHANNELS_QUERY,
  CHANNEL_ENDPOINTS,
  MY_CHANNELS_ENDPOINTS,
} from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface ListedChannel { _id: { $oid: string }; name: string }

const edit = (v: Visitor, channelRef: string | number, action: ChannelEditAction, form: Record<string, string>) =>
  v.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: String(channelRef), action } }), { ...form, w: 1 });

describe.each(DIALECTS)('channel edits on %s', (dialect) => {
  let t: TestApp;
  let curated: { id: string; oldid: number; name: string }[];
  let song: { id: string; artist_id: string };

  const copiesOf = (userId: string) => t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('owner_user_id', '=', userId).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    curated = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).orderBy('oldid').limit(4).execute();
    song = await t.db.selectFrom('channel_tracks').innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id').select(['tracks.id', 'tracks.artist_id'])
      .where('channel_tracks.channel_id', '=', curated[0].id).orderBy('channel_tracks.position').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it("answers ok to the owner for every action, not_authorized to anyone else, and asks anonymous listeners to log in", async () => {
    const owner = await signedUpVisitor(t.app);
    expect((await owner.visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: curated[0].id } }), { o: curated[1].id, uc: 0 })).json()).toEqual({ status: 'ok' });
    await owner.visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: curated[0].id } }), { o: curated[2].id, uc: 0 });
    const [copy] = await copiesOf(owner.userId);
    // In an order in which each succeeds for the owner: a ban before adding it back, a channel still included.
    const actions: [ChannelEditAction, Record<string, string>, string][] = [
      ['remove_track', { o: song.id }, LOG_IN_PROMPTS.ban],
      ['add_track', { o: song.id }, LOG_IN_PROMPTS.ban],
      ['remove_artist', { t: song.artist_id }, LOG_IN_PROMPTS.ban],
      ['add_artist', { t: song.artist_id }, LOG_IN_PROMPTS.ban],
      ['remove_channel', { o: curated[1].id }, LOG_IN_PROMPTS.blend],
      ['edit_channel', { name: 'Mine', ratingsChannel: 'false' }, LOG_IN_PROMPTS.rename],
    ];
    const other = await signedUpVisitor(t.app);
    const anonymous = await newVisitor(t.app);
    for (const [action, form, prompt] of actions) {
      const refused = await edit(other.visitor, copy.id, action, form);
      expect([action, refused.statusCode, refused.json()]).toEqual([action, 200, { status: 'not_authorized' }]);
      const loggedOut = await edit(anonymous, copy.id, action, form);
      expect([action, loggedOut.statusCode, loggedOut.json()]).toEqual([action, 401, { error: 'not_logged_in', message: prompt }]);
      const done = await edit(owner.visitor, copy.id, action, form);
      expect([action, done.statusCode, done.json()]).toEqual([action, 200, { status: 'ok' }]);
    }
    expect(await copiesOf(other.userId)).toEqual([]);
    const after = (await owner.visitor.get(`/c/m/json/channel/${copy.id}/?details=true`)).json();
    expect(after).toMatchObject({ name: 'Mine', removed_tracks: [], removed_artists: [], added_channels: [curated[0].id, curated[2].id] });
  });

  it('renames the listener\'s own version of a channel, and the new name shows wherever the channel is listed', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    expect((await visitor.get(`/c/m/json/playlist/${curated[3].id}/`)).statusCode).toBe(200);
    const res = await edit(visitor, curated[3].oldid, 'edit_channel', { name: '  My <b>Mix</b>  ' });
    expect(res.json()).toEqual({ status: 'ok' });
    const [copy] = await copiesOf(userId);
    expect(copy.name).toBe('My <b>Mix</b>');

    const named = async () => {
      const channel = (await visitor.get(`/c/m/json/channel/${curated[3].id}/`)).json() as ListedChannel;
      const history = (await visitor.get(endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }))).json().user_channels as ListedChannel[];
      const favorites = (await visitor.get(MY_CHANNELS_ENDPOINTS.favorites.path)).json().channels as ListedChannel[];
      return [channel, history[0], favorites[0]].map((c) => [c._id.$oid, c.name]);
    };
    // The player names the copy once it plays, so that is what its heart makes a favorite.
    await visitor.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: copy.id });
    expect(await named()).toEqual([[copy.id, 'My <b>Mix</b>'], [copy.id, 'My <b>Mix</b>'], [copy.id, 'My <b>Mix</b>']]);
    expect((await edit(visitor, copy.id, 'edit_channel', { name: 'Evenings' })).json()).toEqual({ status: 'ok' });
    expect(await named()).toEqual([[copy.id, 'Evenings'], [copy.id, 'Evenings'], [copy.id, 'Evenings']]);
    expect(await copiesOf(userId)).toHaveLength(1);
    // Everyone else still hears the curated channel under its own name.
    expect((await (await newVisitor(t.app)).get(`/c/m/json/channel/${curated[3].id}/`)).json().name).toBe(curated[3].name);
    // Removed from the history, the copy goes, and its source's entry does not take its place.
    await visitor.request({ method: 'DELETE', url: endpointUrl(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: copy.id } }) });
    expect((await visitor.get(endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }))).json().user_channels).toEqual([]);
  });

  it('refuses a missing, blank or too long name with 400 and makes no copy for it', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const forms: Record<string, string>[] = [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(CHANNEL_NAME_MAX + 1) }];
    for (const form of forms) {
      const res = await edit(visitor, curated[1].id, 'edit_channel', form);
      expect([form, res.statusCode, res.json().error]).toEqual([form, 400, 'bad_request']);
    }
    expect(await copiesOf(userId)).toEqual([]);
    expect((await edit(visitor, curated[1].id, 'edit_channel', { name: 'x'.repeat(CHANNEL_NAME_MAX) })).json()).toEqual({ status: 'ok' });
    expect((await edit(visitor, 'f'.repeat(24), 'edit_channel', { name: 'Lost' })).statusCode).toBe(404);
  });
});
