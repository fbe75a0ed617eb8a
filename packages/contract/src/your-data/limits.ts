import { BAN_LIMITS } from '../listening/channel-edits';
import { LIMITS } from '../limits';

/** Your data to take away (issue 27): the export file's bounds, and how often either call may be made. */
export const YOUR_DATA_LIMITS = {
  /** The largest import the server reads: a heavy listener's file, song history and all, with room to spare. */
  importMaxBytes: 8 * 1024 * 1024,
  /** The newest heard songs an export lists; the rest of the play log stays the server's record. */
  songHistoryMax: 10_000,
  /** Bounds of what a file may list, so a hand-made file cannot make an import run for minutes. */
  ratingsMax: 50_000,
  channelsMax: 2_000,
  favoritesMax: 5_000,
  channelHistoryMax: 5_000,
  /** What one channel may hold, as the app's own limits bound it. */
  bannedSongsMax: BAN_LIMITS.songs,
  bannedArtistsMax: BAN_LIMITS.artists,
  blendChannelsMax: LIMITS.blendMaxChannels,
  /** Per account, per hour: an export reads everything the listener has; an import writes it. */
  exportsPerHour: 10,
  importsPerHour: 5,
} as const;

/** The file's `format` and `version`: a file of another format or a later version is refused by name. */
export const EXPORT_FORMAT = 'earshot-export';
export const EXPORT_VERSION = 1;

/** `earshot-data-YYYY-MM-DD.json`, dated by the export's UTC day. */
export const exportFileName = (exportedAt: string) => `earshot-data-${exportedAt.slice(0, 10)}.json`;
