import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { catalogChannels } from './read-models';

// What search reads of the catalog: the catalog's channels (user channels are never searched), the
// artists, keywords and genres they play or carry, and the channels a search result leads to.

export function searchableChannels(db: Kysely<Database>) {
  return catalogChannels(db).select(['id', 'oldid', 'name', 'description', 'popularity']).execute();
}

/** Artist names (several artists may share one), with how many curated channels play their songs. */
export function artistNamesWithChannelCounts(db: Kysely<Database>) {
  return catalogChannels(db)
    .innerJoin('channel_tracks', 'channel_tracks.channel_id', 'channels.id')
    .innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
    .innerJoin('artists', 'artists.id', 'tracks.artist_id')
    .where('tracks.kind', '=', 'song')
    .groupBy('artists.name')
    .select((eb) => ['artists.name', eb.fn.count<number>('channels.id').distinct().as('channels')])
    .execute();
}

export function keywordsWithChannelCounts(db: Kysely<Database>) {
  return catalogChannels(db)
    .innerJoin('keywords', 'keywords.channel_id', 'channels.id')
    .groupBy('keywords.keyword')
    .select((eb) => ['keywords.keyword as name', eb.fn.count<number>('channels.id').as('channels')])
    .execute();
}

export function genreNamesWithChannelCounts(db: Kysely<Database>) {
  return catalogChannels(db)
    .innerJoin('genres', 'genres.id', 'channels.genre_id')
    .groupBy('genres.name')
    .select((eb) => ['genres.name', eb.fn.count<number>('channels.id').as('channels')])
    .execute();
}

/** Curated channels with songs by artists of this name, those with the most of their songs first. */
export async function channelIdsByArtistName(db: Db, name: string): Promise<string[]> {
  const rows = await catalogChannels(db)
    .innerJoin('channel_tracks', 'channel_tracks.channel_id', 'channels.id')
    .innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
    .innerJoin('artists', 'artists.id', 'tracks.artist_id')
    .where('artists.name', '=', name)
    .where('tracks.kind', '=', 'song')
    .groupBy(['channels.id', 'channels.popularity'])
    .select((eb) => ['channels.id', eb.fn.countAll<number>().as('songs')])
    .orderBy('songs', 'desc')
    .orderBy('channels.popularity', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

/** Curated channels tagged with this keyword or in the genre of this name, most popular first. */
export async function channelIdsByKeywordOrGenre(db: Db, term: string): Promise<string[]> {
  const lower = term.toLowerCase();
  const rows = await catalogChannels(db)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('keywords').select('keywords.channel_id').whereRef('keywords.channel_id', '=', 'channels.id').where((k) => k.fn('lower', ['keywords.keyword']), '=', lower)),
        eb('channels.genre_id', 'in', eb.selectFrom('genres').select('genres.id').where((g) => g.fn('lower', ['genres.name']), '=', lower)),
      ]),
    )
    .select('channels.id')
    .orderBy('channels.popularity', 'desc')
    .orderBy('channels.name')
    .execute();
  return rows.map((r) => r.id);
}
