import {
  type ChannelSettingsDetails,
  type ChannelWithTracks,
  type FavoritesList,
  type FiveStarData,
  type HomePage,
  type TrackRating,
  endpointUrl,
  CHANNEL_ENDPOINTS,
  LISTENING_ENDPOINTS,
  MY_CHANNELS_ENDPOINTS,
} from '@earshot/contract';
import { expect } from 'vitest';
import type { HttpVisitor } from './http-visitor';
import { WriteLedger } from './write-ledger';

/**
 * One kind of write a listener makes, each key holding a number: stars 0–5 for a song's rating
 * (0: unrated), 1 or 0 for banned or not, favorite or not.
 */
export interface WriteKind {
  name: string;
  ledger: WriteLedger<number>;
  /** A value other than `latest`: every write changes what is stored. */
  next(latest: number, random: () => number): number;
  request(key: string, value: number): { path: string; form: Record<string, string> };
  /** Whether an answer (status 200, parsed) is this write's success. */
  acknowledges(answer: unknown): boolean;
  /** What the listener sees stored now, key by key. */
  read(): Promise<Map<string, number>>;
}

export interface WritePools {
  /** A curated channel: bans on it go to the listener's own copy of it, made by the first one. */
  channel: string;
  songsToRate: string[];
  songsToBan: string[];
  artistsToBan: string[];
  favoriteChannels: string[];
}

const toggle = (latest: number) => 1 - latest;
const statusOk = (answer: unknown) => (answer as { status?: unknown } | null)?.status === 'ok';

async function json<T>(listener: HttpVisitor, baseUrl: string, path: string): Promise<T> {
  const res = await listener.get(baseUrl, path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Keys from the catalog as a listener finds it: the first home-page channel with songs by enough
 * artists (its songs and artists), and other channels to favorite.
 */
export async function writePools(listener: HttpVisitor, baseUrl: string): Promise<WritePools> {
  const home = await json<HomePage>(listener, baseUrl, '/c/m/json/page/home/');
  const channels = [...new Set(home.sections.flatMap((s) => s.channels.map((c) => c._id.$oid)))];
  for (const channel of channels) {
    const { tracks } = await json<ChannelWithTracks>(listener, baseUrl, `/c/m/json/channel/${channel}/`);
    const artists = [...new Set(tracks.map((t) => t.artist_id))];
    if (tracks.length < 18 || artists.length < 6) continue;
    const songs = tracks.map((t) => t._id.$oid);
    return {
      channel,
      songsToRate: songs.slice(0, 10),
      songsToBan: songs.slice(10, 18),
      artistsToBan: artists.slice(0, 6),
      favoriteChannels: channels.filter((c) => c !== channel).slice(0, 6),
    };
  }
  throw new Error('no home-page channel has 18 songs by 6 artists');
}

/** Ids listed once each, as 1s (keys left out hold 0). */
function listed(ids: string[]): Map<string, number> {
  expect(ids.length, `listed twice: ${ids}`).toBe(new Set(ids).size);
  return new Map(ids.map((id) => [id, 1]));
}

export interface ListenerWrites {
  ratings: WriteKind;
  songBans: WriteKind;
  artistBans: WriteKind;
  favorites: WriteKind;
}

/** Ratings, song bans, artist bans and favorites, each kind on keys of its own. */
export function listenerWrites(listener: HttpVisitor, baseUrl: string, pools: WritePools): ListenerWrites {
  const channelDetails = async () => {
    const details = await json<ChannelSettingsDetails>(listener, baseUrl, `/c/m/json/channel/${pools.channel}/?details=true`);
    // Once the listener's copy exists it plays the curated channel: the copy and that link go in together.
    if (details._id.$oid !== pools.channel) expect(details.added_channels).toEqual([pools.channel]);
    return details;
  };
  const ban = (name: string, kind: 'track' | 'artist', field: 'o' | 't', keys: string[], read: (d: ChannelSettingsDetails) => string[]): WriteKind => ({
    name,
    ledger: new WriteLedger(keys, 0),
    next: toggle,
    request: (key, value) => ({ path: endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: pools.channel, action: `${value ? 'remove' : 'add'}_${kind}` } }), form: { [field]: key, w: '1' } }),
    acknowledges: statusOk,
    read: async () => listed(read(await channelDetails())),
  });
  return {
    ratings: {
      name: 'rating',
      ledger: new WriteLedger(pools.songsToRate, 0),
      next: (latest, random) => [1, 2, 3, 4, 5].filter((stars) => stars !== latest)[Math.floor(random() * 4)],
      request: (key, value) => ({ path: LISTENING_ENDPOINTS.rate.path, form: { t: key, v: String(value), w: '1' } }),
      acknowledges: (answer) => typeof (answer as { ratings?: unknown[] } | null)?.ratings?.[0] === 'number',
      read: async () => {
        const stars = await Promise.all(
          pools.songsToRate.map(async (song) => [song, (await json<TrackRating>(listener, baseUrl, `${LISTENING_ENDPOINTS.rating.path}?t=${song}&w=1`)).rating] as const),
        );
        // A rating stored twice, or half, would show in the count the Five-Star page gives.
        const { totalTracksRatedCount } = await json<FiveStarData>(listener, baseUrl, LISTENING_ENDPOINTS.fiveStar.path);
        expect(totalTracksRatedCount).toBe(stars.filter(([, n]) => n > 0).length);
        return new Map(stars);
      },
    },
    songBans: ban('song ban', 'track', 'o', pools.songsToBan, (d) => d.removed_tracks.map((t) => t._id.$oid)),
    artistBans: ban('artist ban', 'artist', 't', pools.artistsToBan, (d) => d.removed_artists.map((a) => a._id.$oid)),
    favorites: {
      name: 'favorite',
      ledger: new WriteLedger(pools.favoriteChannels, 0),
      next: toggle,
      request: (key, value) => ({ path: value ? MY_CHANNELS_ENDPOINTS.addFavorite.path : MY_CHANNELS_ENDPOINTS.removeFavorite.path, form: { c: key } }),
      acknowledges: statusOk,
      read: async () => listed((await json<FavoritesList>(listener, baseUrl, MY_CHANNELS_ENDPOINTS.favorites.path)).channels.map((c) => c._id.$oid)),
    },
  };
}
