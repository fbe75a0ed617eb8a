import { z } from 'zod';
import { oidString } from '../ids';
import { CHANNEL_NAME_MAX } from '../listening/channel-edits';
import { EXPORT_FORMAT, EXPORT_VERSION, YOUR_DATA_LIMITS as L } from './limits';

/**
 * The export file, version 1 (docs/export.md describes it field by field). Strict: a field this
 * version does not know is an error naming it, not something silently dropped. Channels, songs and
 * artists are named by their ids, which every Earshot server with the same catalog shares; titles
 * and names ride along for people reading the file and are not used to restore anything.
 */
const when = z.iso.datetime({ offset: true });
const label = z.string().max(1000);

const songRef = z.strictObject({ id: oidString, title: label, artist: label });
const artistRef = z.strictObject({ id: oidString, name: label });
/** A curated channel by its id, or one of the file's own `channels` by the id it had on the server it came from. */
const channelRef = z.strictObject({ id: oidString, name: label });

const demographics = z.strictObject({
  birthYear: z.number().int().nullable(),
  birthMonth: z.number().int().nullable(),
  birthDay: z.number().int().nullable(),
  gender: z.string().max(20).nullable(),
  zipcode: z.string().max(20).nullable(),
});

const account = z.strictObject({
  email: z.string().max(320).nullable(),
  signedUpAt: when,
  demographics,
});

const rating = z.strictObject({
  song: songRef,
  rating: z.number().int().min(1).max(5),
  ratedAt: when,
  /** Where it was rated, when that was a curated channel. */
  channel: channelRef.nullable(),
});

/** A listener's own channel: their copy of a curated channel, renamed, blended and with bans of its own. */
const ownChannel = z.strictObject({
  id: oidString,
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  createdAt: when,
  /** The curated channel it is a copy of. */
  source: channelRef,
  /** The curated channels it plays (its source among them, unless taken out). */
  plays: z.array(channelRef).min(1).max(L.blendChannelsMax),
  bannedSongs: z.array(songRef).max(L.bannedSongsMax),
  bannedArtists: z.array(artistRef).max(L.bannedArtistsMax),
});

const favorite = z.strictObject({ channel: channelRef, addedAt: when });
const heardChannel = z.strictObject({ channel: channelRef, heardAt: when });
const heardSong = z.strictObject({
  song: songRef,
  /** Null when it played on another listener's channel (theirs to tell, not this file's). */
  channel: channelRef.nullable(),
  playedAt: when,
  secondsPlayed: z.number().int().min(0),
  skipped: z.boolean(),
});

export const exportFile = z.strictObject({
  format: z.literal(EXPORT_FORMAT, { error: `not an Earshot data file (expected "${EXPORT_FORMAT}")` }),
  version: z.literal(EXPORT_VERSION, { error: `this server reads version ${EXPORT_VERSION} files` }),
  exportedAt: when,
  account,
  ratings: z.array(rating).max(L.ratingsMax),
  channels: z.array(ownChannel).max(L.channelsMax),
  favorites: z.array(favorite).max(L.favoritesMax),
  channelHistory: z.array(heardChannel).max(L.channelHistoryMax),
  songHistory: z.array(heardSong).max(L.songHistoryMax),
});
export type ExportFile = z.infer<typeof exportFile>;

/** What an import restored and what it skipped (an id this server's catalog does not have), per part of the file. */
const counts = z.strictObject({ restored: z.number().int(), skipped: z.number().int() });
export const importResult = z.object({
  status: z.literal('ok'),
  ratings: counts,
  channels: counts,
  bans: counts,
  blendChannels: counts,
  favorites: counts,
  channelHistory: counts,
});
export type ImportResult = z.infer<typeof importResult>;
export type ImportCounts = z.infer<typeof counts>;
