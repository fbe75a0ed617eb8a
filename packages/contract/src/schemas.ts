import { z } from 'zod';
import { channelRef, oid, oidString } from './ids';
import { fiveStarPlaylistInfo, songWhy } from './listening/schemas';

export const artistRef = z.object({ _id: oid, artistdisplay: z.string() });

export const album = z.object({
  title: z.string(),
  year: z.number().int().nullable(),
  label: z.string(),
  cdcover: z.string(),
});

/** A song (000 section 3's Song: _id, title, track_artist, album, year), with what the pages show of it besides. */
export const track = z.object({
  _id: oid,
  title: z.string(),
  track_artist: z.string(),
  artist_id: oidString,
  album: album,
  year: z.number().int().nullable().describe("the album's year"),
  composer: z.string(),
  duration: z.number().describe('seconds'),
  isrc: z.string(),
  christmas: z.boolean(),
});
export type Track = z.infer<typeof track>;

export const channel = z.object({
  _id: oid,
  channel_uuid: z.string(),
  oldid: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  disabled: z.boolean(),
  is_favorite: z.boolean(),
  is_user_channel: z.boolean(),
  genre: z.string().nullable(),
  added_channels: z.array(oidString),
  added_channels_names: z.array(z.string()),
  artist_iid: oidString.nullable(),
});
export type Channel = z.infer<typeof channel>;

export const channelDetails = channel.extend({
  removed_artists: z.array(artistRef),
  removed_tracks: z.array(z.object({ _id: oid, title: z.string(), track_artist: z.string() })),
});
export type ChannelDetails = z.infer<typeof channelDetails>;

export const channelWithTracks = channel.extend({ tracks: z.array(track) });
export type ChannelWithTracks = z.infer<typeof channelWithTracks>;

/** Up to LIMITS.featuredTracksPerChannel distinct songs of a channel, drawn at random on each call. */
export const featuredTracks = z.object({ tracks: z.array(track) });
export type FeaturedTracks = z.infer<typeof featuredTracks>;

export const playlistItemType = z.enum(['song', 'sweeper', 'ad']);
export const playlistItem = z.object({
  type: playlistItemType,
  _id: oid,
  title: z.string().describe("'sweeper' for station ids"),
  track_artist: z.string(),
  artist_id: oidString.describe('what the Ban dialog bans as the artist'),
  album: z.string(),
  year: z.number().int().nullable(),
  cdcover: z.string(),
  duration: z.number().describe('seconds'),
  gain: z.number().describe('dB to apply to reach the common loudness target'),
  url: z.string().describe('signed audio URL'),
  why: songWhy.optional().describe('songs only: why it plays'),
});
export type PlaylistItem = z.infer<typeof playlistItem>;

export const playlist = z.object({
  channel: z.object({ _id: oid, oldid: z.number().int(), name: z.string() }),
  items: z.array(playlistItem),
  five_star: fiveStarPlaylistInfo.optional().describe('only on the Five-Star channel'),
});
export type Playlist = z.infer<typeof playlist>;

export const genreEntry = z.object({
  _id: oid,
  name: z.string(),
  param: z.string(),
  channels: z.number().int(),
  canonical_url: z.string().optional(),
});
export type GenreEntry = z.infer<typeof genreEntry>;

/** `features`: the genres; `brands`: today's featured collections (with canonical_url). */
export const genresData = z.object({ features: z.array(genreEntry), brands: z.array(genreEntry) });
export type GenresData = z.infer<typeof genresData>;

export const homeSection = z.object({ name: z.string(), param: z.string(), channels: z.array(channel) });
export const homePage = z.object({ title: z.string(), sections: z.array(homeSection) });
export type HomeSection = z.infer<typeof homeSection>;
export type HomePage = z.infer<typeof homePage>;

export const statusOk = z.object({ status: z.literal('ok') });

export const apiError = z.object({
  error: z.string().describe('stable error id'),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiError>;

/** Form body of POST /c/m/json/played/. */
export const playedForm = z.object({
  t: oidString,
  c: oidString,
  ms: z.coerce.number().int().min(0).max(24 * 3600 * 1000),
});

/** The path parameters of a call about one channel (`:id`: its id or legacy id). */
export const channelIdParams = z.object({ id: channelRef });
