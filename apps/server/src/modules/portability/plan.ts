import type { ExportFile, ImportCounts, ImportResult } from '@earshot/contract';
import type { RestoredChannel } from '../catalog';
import type { RestoredListening } from '../listening';

/** Which of the file's ids this server's catalog has. */
export interface Known {
  channels: ReadonlySet<string>;
  songs: ReadonlySet<string>;
  artists: ReadonlySet<string>;
}

export interface ImportPlan {
  /** Keyed by the channel's id in the file: favorites and history name it by that id. */
  channels: Map<string, RestoredChannel>;
  /** Ratings, favorites and history, their channels still named by the file's ids (the service maps the restored ones). */
  listening: RestoredListening;
  counts: Omit<ImportResult, 'status'>;
}

/** Every id in the file that names a catalog channel, a song or an artist, for one look-up each. */
export function idsNamedIn(file: ExportFile) {
  const own = new Set(file.channels.map((c) => c.id));
  const channels = [
    ...file.channels.flatMap((c) => [c.source.id, ...c.plays.map((p) => p.id)]),
    ...file.ratings.flatMap((r) => (r.channel ? [r.channel.id] : [])),
    ...file.favorites.map((f) => f.channel.id),
    ...file.channelHistory.map((h) => h.channel.id),
  ].filter((id) => !own.has(id));
  const songs = [...file.ratings.map((r) => r.song.id), ...file.channels.flatMap((c) => c.bannedSongs.map((s) => s.id))];
  const artists = file.channels.flatMap((c) => c.bannedArtists.map((a) => a.id));
  return { channels, songs, artists };
}

const counter = (): ImportCounts => ({ restored: 0, skipped: 0 });
/** Times from the file, never later than now: a date in the future would sort ahead of everything the listener does next. */
const at = (value: string, now: number) => Math.min(Date.parse(value), now);

/** Each item once, by key: a hand-edited file may repeat one, and the first stands. */
function once<T>(items: T[], key: (item: T) => string): { kept: T[]; repeated: number } {
  const seen = new Set<string>();
  const kept = items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
  return { kept, repeated: items.length - kept.length };
}

/**
 * What of the file this server can restore (pure): anything naming a channel, song or artist its
 * catalog does not have is skipped and counted. A channel is restored when its source is here; it
 * plays those of its channels that are here (its source alone when none is), with the bans that are.
 */
export function planImport(file: ExportFile, known: Known, now: number): ImportPlan {
  const counts = { ratings: counter(), channels: counter(), bans: counter(), blendChannels: counter(), favorites: counter(), channelHistory: counter() };
  const count = (part: ImportCounts, restored: number, skipped: number) => {
    part.restored += restored;
    part.skipped += skipped;
  };

  const channels = new Map<string, RestoredChannel>();
  const sources = new Set<string>();
  for (const c of file.channels) {
    const bans = c.bannedSongs.length + c.bannedArtists.length;
    // A listener has one copy of a channel: a second entry for the same source, or the same id, is skipped.
    if (!known.channels.has(c.source.id) || sources.has(c.source.id) || channels.has(c.id)) {
      count(counts.channels, 0, 1);
      count(counts.bans, 0, bans);
      count(counts.blendChannels, 0, c.plays.length);
      continue;
    }
    sources.add(c.source.id);
    const plays = once(c.plays.filter((p) => known.channels.has(p.id)), (p) => p.id).kept.map((p) => p.id);
    const bannedSongIds = once(c.bannedSongs.filter((s) => known.songs.has(s.id)), (s) => s.id).kept.map((s) => s.id);
    const bannedArtistIds = once(c.bannedArtists.filter((a) => known.artists.has(a.id)), (a) => a.id).kept.map((a) => a.id);
    channels.set(c.id, {
      sourceId: c.source.id,
      name: c.name,
      createdAt: at(c.createdAt, now),
      playIds: plays.length ? plays : [c.source.id],
      bannedSongIds,
      bannedArtistIds,
    });
    count(counts.channels, 1, 0);
    count(counts.blendChannels, plays.length, c.plays.length - plays.length);
    count(counts.bans, bannedSongIds.length + bannedArtistIds.length, bans - bannedSongIds.length - bannedArtistIds.length);
  }

  const here = (id: string) => channels.has(id) || known.channels.has(id);
  const restorable = <T>(part: ImportCounts, items: T[], key: (item: T) => string, keep: (item: T) => boolean) => {
    const { kept, repeated } = once(items.filter(keep), key);
    count(part, kept.length, items.length - kept.length - repeated);
    return kept;
  };

  const ratings = restorable(counts.ratings, file.ratings, (r) => r.song.id, (r) => known.songs.has(r.song.id));
  const favorites = restorable(counts.favorites, file.favorites, (f) => f.channel.id, (f) => here(f.channel.id));
  const history = restorable(counts.channelHistory, file.channelHistory, (h) => h.channel.id, (h) => here(h.channel.id));
  return {
    channels,
    counts,
    listening: {
      ratings: ratings.map((r) => ({
        trackId: r.song.id,
        rating: r.rating,
        channelId: r.channel && here(r.channel.id) ? r.channel.id : null,
        ratedAt: at(r.ratedAt, now),
      })),
      favorites: favorites.map((f) => ({ channelId: f.channel.id, addedAt: at(f.addedAt, now) })),
      channelHistory: history.map((h) => ({ channelId: h.channel.id, heardAt: at(h.heardAt, now) })),
    },
  };
}
