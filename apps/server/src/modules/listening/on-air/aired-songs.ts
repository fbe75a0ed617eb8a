import type { Db } from '../../../db';
import { channelSources, trackView } from '../../catalog';
import { STREAM_KEY_PREFIX } from '../performances/read-model';
import { transmitted } from './transmitted';

/** Rows read per query: a month is millions of plays, read a page at a time. */
const PAGE_ROWS = 5000;

/**
 * The listener keys of a public stream's connections (streaming's channel streams). Each hears a
 * part of its station's schedule, which is logged whole under `station:{channelId}`.
 */
const CONNECTION_KEYS = `${STREAM_KEY_PREFIX}%`;

export type AiredSong = Awaited<ReturnType<typeof airedSongsPage>>[number];

/** Where a page starts: after this play in serving order. */
interface Cursor {
  served_at: number;
  id: number;
}

function airedSongsPage(db: Db, after: Cursor, until: number, pageRows: number) {
  return db
    .selectFrom('plays')
    .innerJoin(trackView(db).as('track'), 'track.id', 'plays.track_id')
    .leftJoin(channelSources(db).as('channel'), 'channel.id', 'plays.channel_id')
    // The range on served_at alone first (the index's), then the rest of the cursor.
    .where('plays.served_at', '>=', after.served_at)
    .where('plays.served_at', '<', until)
    .where((eb) => eb.or([eb('plays.served_at', '>', after.served_at), eb('plays.id', '>', after.id)]))
    .where(transmitted)
    .where('track.kind', '=', 'song')
    .where('plays.listener_key', 'not like', CONNECTION_KEYS)
    .orderBy('plays.served_at')
    .orderBy('plays.id')
    .limit(pageRows)
    .select((eb) => [
      'plays.id', 'plays.listener_key', 'plays.channel_id', 'plays.served_at', 'track.id as track_id', 'track.title', 'track.artist_id',
      'track.artist_name', 'track.album_id', 'track.album_title',
      // A user channel carries on its source's stream, as the playlist engine plans it.
      eb.fn.coalesce('channel.source_channel_id', 'plays.channel_id').as('stream_channel_id'),
    ])
    .execute();
}

/**
 * Every song that went on the air in [since, until), in serving order across all listeners (by
 * time, then id), page by page. Each carries its stream: the listener key (`station:{channelId}`
 * for a public stream's schedule) and the channel whose stream it continues. Public stream
 * connections are left out: what they heard is in their station's schedule.
 */
export async function* airedSongs(db: Db, since: number, until: number, pageRows = PAGE_ROWS): AsyncGenerator<AiredSong> {
  // Play ids start at 1: the first page takes every play served at `since`.
  let after: Cursor = { served_at: since, id: 0 };
  for (;;) {
    const page = await airedSongsPage(db, after, until, pageRows);
    yield* page;
    if (page.length < pageRows) return;
    after = page[page.length - 1];
  }
}
