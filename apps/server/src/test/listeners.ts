import {
  endpointUrl,
  USER_CHANNELS_QUERY,
  ACCOUNT_ENDPOINTS,
  CHANNEL_ENDPOINTS,
  MY_CHANNELS_ENDPOINTS,
  SONG_HISTORY_ENDPOINTS,
} from '@earshot/contract';
import type { Db } from '../db';
import { signedUpVisitor } from './accounts';
import type { TestApp, Visitor } from './app';

/** The catalog rows a test hands out to its listeners, each listener taking different ones. */
export interface CatalogPicks {
  curated: string[];
  songs: { id: string; artist_id: string }[];
}

export async function catalogPicks(db: Db): Promise<CatalogPicks> {
  const curated = await db.selectFrom('channels').select('id').where('owner_user_id', 'is', null).where('five_star', '=', 0).orderBy('oldid').execute();
  const songs = await db.selectFrom('tracks').select(['id', 'artist_id']).where('kind', '=', 'song').orderBy('id').execute();
  return { curated: curated.map((c) => c.id), songs };
}

/** A logged-in listener with something of their own in every private list. */
export interface ListenerWithState {
  visitor: Visitor;
  userId: string;
  email: string;
  /** Their renamed copy of `curated[0]`, with a banned song and a blended channel. */
  copy: { id: string; oldid: number; name: string };
  bannedSong: string;
  blended: string;
  favorite: string;
  ratedSong: string;
}

/** Listener `n` of a test: their own copy (renamed, a ban, a blend), a favorite, a rating and a played song. */
export async function listenerWithState(t: TestApp, picks: CatalogPicks, n: number): Promise<ListenerWithState> {
  const { visitor, userId, email } = await signedUpVisitor(t.app);
  const source = picks.curated[0];
  const name = `Listener ${n}'s own mix`;
  const write = async (url: string, form: Record<string, string | number>) => {
    const res = await visitor.post(url, form);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  await write(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: source, action: 'edit_channel' } }), { name, w: 1 });
  const copy = await t.db.selectFrom('channels').select(['id', 'oldid']).where('owner_user_id', '=', userId).executeTakeFirstOrThrow();
  const bannedSong = picks.songs[n].id;
  const blended = picks.curated[1 + n];
  const favorite = picks.curated[10 + n];
  const ratedSong = picks.songs[20 + n].id;
  await write(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: copy.id, action: 'remove_track' } }), { o: bannedSong, w: 1 });
  await write(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: copy.id } }), { o: blended, uc: 0 });
  await write(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: favorite });
  await write('/listener/rating/', { t: ratedSong, v: 5, w: 1 });
  const served = (await visitor.get(`/c/m/json/playlist/${copy.id}/`)).json() as { items: { type: string; _id: { $oid: string } }[] };
  const song = served.items.find((item) => item.type === 'song');
  if (song) await write('/c/m/json/played/', { t: song._id.$oid, c: copy.id, ms: 30_000 });
  return { visitor, userId, email, copy: { id: copy.id, oldid: copy.oldid, name }, bannedSong, blended, favorite, ratedSong };
}

/** Everything a listener sees of their own: what another listener must never be able to change. */
export async function privateView(listener: ListenerWithState): Promise<unknown[]> {
  const { visitor, copy, ratedSong } = listener;
  const urls = [
    `/c/m/json/channel/${copy.id}/?details=true`,
    MY_CHANNELS_ENDPOINTS.favorites.path,
    endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }),
    SONG_HISTORY_ENDPOINTS.trackHistory.path,
    SONG_HISTORY_ENDPOINTS.ratingsHistory.path,
    `/listener/rating/?t=${ratedSong}&w=1`,
    ACCOUNT_ENDPOINTS.userStats.path,
  ];
  return Promise.all(urls.map(async (url) => (await visitor.get(url)).json()));
}
