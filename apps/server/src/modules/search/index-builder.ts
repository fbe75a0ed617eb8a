import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import { artistNamesWithChannelCounts, genreNamesWithChannelCounts, keywordsWithChannelCounts, searchableChannels } from '../catalog';
import type { Database } from '../../db/schema';
import { normalize } from './normalize';

type Row = Database['search_terms'];
type NewRow = Omit<Row, 'id'>;
/** Rows a statement inserts at once: 8 columns, well under SQLite's bound-parameter limit. */
const BATCH = 1000;

/**
 * (Re)fills the search index from the curated catalog: channel names (descriptions as their body),
 * artists heard on curated channels, and keywords merged with genre names. User channels are never
 * indexed. The catalog does not change while the server runs, so this runs once, when it is seeded
 * (and by the seed layer's upgrade step, for a database seeded before search existed).
 */
export async function buildSearchIndex(db: Kysely<Database>): Promise<void> {
  const rows = [...(await channelRows(db)), ...(await artistRows(db)), ...(await keywordRows(db))];
  await db.deleteFrom('search_terms').execute();
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('search_terms').values(rows.slice(i, i + BATCH)).execute();
  // An external-content FTS5 table reads its rows only when told to.
  if (!isPostgres(db)) await sql`INSERT INTO search_terms_fts(search_terms_fts) VALUES ('rebuild')`.execute(db);
}

async function channelRows(db: Kysely<Database>): Promise<NewRow[]> {
  const channels = await searchableChannels(db);
  return channels.map((c) => ({
    kind: 'channel',
    term: c.name,
    norm: normalize(c.name),
    body: normalize(c.description),
    channel_id: c.id,
    oldid: c.oldid,
    weight: Number(c.popularity),
  }));
}

/** One row a name (several artists may share one), weighted by how many curated channels play them. */
async function artistRows(db: Kysely<Database>): Promise<NewRow[]> {
  const artists = await artistNamesWithChannelCounts(db);
  return artists.map((a) => termRow('artist', a.name, Number(a.channels)));
}

/** Keywords and genre names are one list ('Keywords / Genres'); a genre's spelling wins over the same keyword. */
async function keywordRows(db: Kysely<Database>): Promise<NewRow[]> {
  const [keywords, genres] = await Promise.all([keywordsWithChannelCounts(db), genreNamesWithChannelCounts(db)]);
  const byNorm = new Map<string, NewRow>();
  for (const k of keywords) byNorm.set(normalize(k.name), termRow('keyword', k.name, Number(k.channels)));
  for (const g of genres) {
    const norm = normalize(g.name);
    const weight = Math.max(Number(g.channels), byNorm.get(norm)?.weight ?? 0);
    byNorm.set(norm, termRow('keyword', g.name, weight));
  }
  return [...byNorm.values()];
}

function termRow(kind: 'artist' | 'keyword', term: string, weight: number): NewRow {
  return { kind, term, norm: normalize(term), body: '', channel_id: null, oldid: null, weight };
}
