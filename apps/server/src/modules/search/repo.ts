import { SEARCH_LIMITS } from '@earshot/contract';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { isPostgres } from '../../db/dialect';
import { channelIdsByArtistName, channelIdsByKeywordOrGenre } from '../catalog';
import type { Candidate } from './rank';

const COLUMNS = ['kind', 'term', 'norm', 'body', 'channel_id', 'oldid', 'weight'] as const;
/** The shortest query a trigram index can look up; shorter ones match as word prefixes only. */
const TRIGRAM = 3;

/** The quoted, distinct trigrams of a normalized query, for an FTS5 OR: a term sharing any of them is a candidate. */
function trigramsOf(norm: string): string[] {
  const grams = new Set<string>();
  for (let i = 0; i + TRIGRAM <= norm.length; i++) grams.add(`"${norm.slice(i, i + TRIGRAM)}"`);
  return [...grams];
}

export class SearchRepo {
  private readonly postgres: boolean;

  constructor(private readonly db: Db) {
    this.postgres = isPostgres(db);
  }

  /**
   * Terms that might match the normalized `query`, for rank() to sort out: the index narrows ~7,000
   * terms to at most SEARCH_LIMITS.candidatesMax. Queries arrive normalized, so they hold no SQL,
   * FTS or LIKE syntax.
   */
  async candidates(query: string): Promise<Candidate[]> {
    if (query.length < TRIGRAM) return this.wordPrefixCandidates(query);
    return this.postgres
      ? this.withTypos(query, (q) => this.pgContaining(q), (q) => this.pgSimilar(q))
      : this.withTypos(query, (q) => this.ftsContaining(q), (q) => this.ftsSimilar(q));
  }

  private async wordPrefixCandidates(query: string): Promise<Candidate[]> {
    return this.db
      .selectFrom('search_terms')
      .select(COLUMNS)
      .where((eb) => eb.or([eb('norm', 'like', `${query}%`), eb('norm', 'like', `% ${query}%`)]))
      .orderBy('weight', 'desc')
      .limit(SEARCH_LIMITS.candidatesMax)
      .execute();
  }

  /**
   * Typo candidates cost the most to find (any shared trigram), and rank below every term that
   * contains the text: they are looked up only when the text itself finds few terms.
   */
  private async withTypos(query: string, exact: (q: string) => Promise<Candidate[]>, fuzzy: (q: string) => Promise<Candidate[]>) {
    const found = await exact(query);
    if (found.length >= SEARCH_LIMITS.typoLookupBelow) return found;
    const seen = new Set(found.map((c) => `${c.kind}|${c.term}|${c.channel_id}`));
    return [...found, ...(await fuzzy(query)).filter((c) => !seen.has(`${c.kind}|${c.term}|${c.channel_id}`))];
  }

  /** SQLite: names or descriptions containing the query (FTS5 trigram substring match); names weigh more. */
  private async ftsContaining(query: string): Promise<Candidate[]> {
    return this.fts(`norm : "${query}" OR body : "${query}"`);
  }

  /** SQLite: names sharing a trigram with the query, those sharing most first. */
  private async ftsSimilar(query: string): Promise<Candidate[]> {
    return this.fts(`norm : (${trigramsOf(query).join(' OR ')})`);
  }

  private async fts(match: string): Promise<Candidate[]> {
    const { rows } = await sql<Candidate>`
      SELECT s.kind, s.term, s.norm, s.body, s.channel_id, s.oldid, s.weight
      FROM search_terms_fts JOIN search_terms s ON s.id = search_terms_fts.rowid
      WHERE search_terms_fts MATCH ${match}
      ORDER BY bm25(search_terms_fts, 10.0, 1.0)
      LIMIT ${SEARCH_LIMITS.candidatesMax}`.execute(this.db);
    return rows;
  }

  /** PostgreSQL: names containing the query (pg_trgm index) or descriptions whose words start with its words (full text). */
  private async pgContaining(query: string): Promise<Candidate[]> {
    const prefixes = query.split(' ').map((w) => `${w}:*`).join(' & ');
    const { rows } = await sql<Candidate>`
      SELECT kind, term, norm, body, channel_id, oldid, weight FROM search_terms
      WHERE norm LIKE ${`%${query}%`} OR to_tsvector('simple', body) @@ to_tsquery('simple', ${prefixes})
      ORDER BY (norm LIKE ${`%${query}%`}) DESC, weight DESC
      LIMIT ${SEARCH_LIMITS.candidatesMax}`.execute(this.db);
    return rows;
  }

  /**
   * PostgreSQL: names similar to the query word by word (pg_trgm). The similarity threshold is a
   * session setting, so it is set on the connection this query runs on.
   */
  private async pgSimilar(query: string): Promise<Candidate[]> {
    return this.db.connection().execute(async (conn) => {
      await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_LIMITS.pgWordSimilarityMin)}, false)`.execute(conn);
      const { rows } = await sql<Candidate>`
        SELECT kind, term, norm, body, channel_id, oldid, weight FROM search_terms
        WHERE ${query} <% norm
        ORDER BY word_similarity(${query}, norm) DESC, weight DESC
        LIMIT ${SEARCH_LIMITS.candidatesMax}`.execute(conn);
      return rows;
    });
  }

  /** The catalog's most widely played artists, for the box's suggestions. */
  async topArtists(n: number): Promise<string[]> {
    const rows = await this.db.selectFrom('search_terms').select('term').where('kind', '=', 'artist').orderBy('weight', 'desc').orderBy('term').limit(n).execute();
    return rows.map((r) => r.term);
  }

  /** How the index spells a term of this kind (search results link with it; the address may differ in case or accents). */
  async spelling(kind: 'artist' | 'keyword', norm: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('search_terms').select('term').where('kind', '=', kind).where('norm', '=', norm).orderBy('weight', 'desc').executeTakeFirst();
    return row?.term;
  }

  /** Curated channels with songs by artists of this name, those with the most of their songs first. */
  channelIdsByArtist(name: string): Promise<string[]> {
    return channelIdsByArtistName(this.db, name);
  }

  /** Curated channels tagged with this keyword or in the genre of this name, most popular first. */
  channelIdsByKeyword(term: string): Promise<string[]> {
    return channelIdsByKeywordOrGenre(this.db, term);
  }
}
