import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from '@earshot/contract';
import type { accountOf } from '../accounts';
import type { OwnChannelRecord } from '../catalog';
import type { ListeningRecords } from '../listening';

const iso = (ms: number) => new Date(ms).toISOString();

export interface ExportRecords {
  account: Awaited<ReturnType<typeof accountOf>>;
  listening: ListeningRecords;
  channels: OwnChannelRecord[];
  /** Names of the channels the file may name (curated ones and the listener's own), by id. */
  channelNames: Map<string, string>;
  now: number;
}

/**
 * The export file (docs/export.md). A row naming a channel the file may not name (another
 * listener's, which is their data) is left out; a rating or a song heard there keeps no channel.
 */
export function presentExport({ account, listening, channels, channelNames, now }: ExportRecords): ExportFile {
  const ref = (id: string | null) => {
    const name = id === null ? undefined : channelNames.get(id);
    return id === null || name === undefined ? null : { id, name };
  };
  const withChannel = <R extends { channel_id: string }, T>(rows: R[], shape: (row: R, channel: { id: string; name: string }) => T): T[] =>
    rows.flatMap((row) => {
      const channel = ref(row.channel_id);
      return channel ? [shape(row, channel)] : [];
    });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: iso(now),
    account: {
      email: account.email,
      signedUpAt: iso(account.created_at),
      demographics: {
        birthYear: account.birth_year,
        birthMonth: account.birth_month,
        birthDay: account.birth_day,
        gender: account.gender,
        zipcode: account.zipcode,
      },
    },
    ratings: listening.ratings.map((r) => ({
      song: { id: r.id, title: r.title, artist: r.artist_name },
      rating: r.rating,
      ratedAt: iso(r.rated_at),
      channel: ref(r.channel_id),
    })),
    channels: channels.map((c) => ({
      id: c.id,
      name: c.name,
      createdAt: iso(c.created_at),
      source: { id: c.source_id, name: c.source_name },
      plays: c.plays,
      bannedSongs: c.bannedSongs,
      bannedArtists: c.bannedArtists,
    })),
    favorites: withChannel(listening.favorites, (f, channel) => ({ channel, addedAt: iso(f.created_at) })),
    channelHistory: withChannel(listening.channelHistory, (h, channel) => ({ channel, heardAt: iso(h.heard_at) })),
    songHistory: listening.songHistory.map((s) => ({
      song: { id: s.id, title: s.title, artist: s.artist_name },
      channel: ref(s.channel_id),
      playedAt: iso(s.served_at),
      secondsPlayed: Math.round(s.ms_played / 1000),
      skipped: s.skipped === 1,
    })),
  };
}

/** Every channel id the export's rows name, to look their names up at once. */
export function channelIdsNamed(listening: ListeningRecords): string[] {
  return [
    ...listening.ratings.flatMap((r) => (r.channel_id === null ? [] : [r.channel_id])),
    ...listening.favorites.map((f) => f.channel_id),
    ...listening.channelHistory.map((h) => h.channel_id),
    ...listening.songHistory.map((s) => s.channel_id),
  ];
}
