import type { Kysely } from 'kysely';
import type { Db } from '../../../db';
import { isUniqueViolation } from '../../../db/dialect';
import type { CharitiesTable, Database } from '../../../db/schema';

export type CharityRecord = CharitiesTable;
export type CharityInput = Omit<CharitiesTable, 'img' | 'sort'>;

/** When the vote is open, as the operator set it (`npm run season -- open`): days in `timeZone`, both included. */
export interface SeasonDates {
  opens: string;
  closes: string;
  timeZone: string;
}

export interface CountedVote {
  listenerKey: string;
  day: string;
  type: string;
  charityParam: string | null;
  name: string;
  at: number;
}

export interface DrawnVote {
  day: string;
  name: string;
  type: string;
  charityParam: string | null;
  drawnAt: number;
}

const SEASON_KEY = 'season_of_sharing';

/** Writes charities (new or replacing one with the same id) in the order given. */
export async function storeCharities(db: Kysely<Database>, charities: readonly CharityInput[]): Promise<void> {
  for (const [sort, c] of charities.entries()) {
    const row: CharityRecord = { ...c, img: `/img/charities/${c.id}.svg`, sort };
    await db.insertInto('charities').values(row).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
}

export class SeasonOfSharingRepo {
  constructor(private readonly db: Db) {}

  async charities(): Promise<CharityRecord[]> {
    return this.db.selectFrom('charities').selectAll().orderBy('sort').orderBy('name').execute();
  }

  async charity(param: string): Promise<CharityRecord | undefined> {
    return this.db.selectFrom('charities').selectAll().where('param', '=', param).executeTakeFirst();
  }

  async season(): Promise<SeasonDates | null> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', SEASON_KEY).executeTakeFirst();
    return row ? (JSON.parse(row.value) as SeasonDates) : null;
  }

  async setSeason(dates: SeasonDates | null): Promise<void> {
    await this.db.deleteFrom('settings').where('key', '=', SEASON_KEY).execute();
    if (dates) await this.db.insertInto('settings').values({ key: SEASON_KEY, value: JSON.stringify(dates) }).execute();
  }

  /** Counts the vote; false when this listener already has one for that day (the database's unique key decides, so races cannot double it). */
  async addVote(vote: CountedVote): Promise<boolean> {
    try {
      await this.db
        .insertInto('charity_votes')
        .values({ listener_key: vote.listenerKey, day: vote.day, type: vote.type, charity_param: vote.charityParam, name: vote.name, created_at: vote.at })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async votesOn(day: string): Promise<{ id: number }[]> {
    const rows = await this.db.selectFrom('charity_votes').select('id').where('day', '=', day).orderBy('id').execute();
    return rows.map((r) => ({ id: Number(r.id) }));
  }

  async drawn(day: string): Promise<DrawnVote | undefined> {
    const row = await this.db
      .selectFrom('charity_draws')
      .innerJoin('charity_votes', 'charity_votes.id', 'charity_draws.vote_id')
      .select(['charity_draws.day', 'charity_votes.name', 'charity_votes.type', 'charity_votes.charity_param', 'charity_draws.drawn_at'])
      .where('charity_draws.day', '=', day)
      .executeTakeFirst();
    return row && { day: row.day, name: row.name, type: row.type, charityParam: row.charity_param, drawnAt: Number(row.drawn_at) };
  }

  /** Records the day's draw once; false when the day was drawn already. */
  async recordDraw(day: string, voteId: number, at: number): Promise<boolean> {
    try {
      await this.db.insertInto('charity_draws').values({ day, vote_id: voteId, drawn_at: at }).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}

/** What a charity's generated art shows. */
export function charityArtFacts(db: Db, id: string) {
  return db.selectFrom('charities').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
