import type { Kysely } from 'kysely';
import type { Db } from '../../../db';
import type { AdCreativesTable, Database } from '../../../db/schema';

export type AdCreativeRecord = AdCreativesTable;

export interface AdTotals {
  id: string;
  name: string;
  format: string;
  weight: number;
  enabled: number;
  impressions: number;
  clicks: number;
}

/** Writes creatives (new, or replacing one with the same id). */
export async function storeAdCreatives(db: Kysely<Database>, creatives: readonly AdCreativeRecord[]): Promise<void> {
  for (const row of creatives) {
    await db.insertInto('ad_creatives').values(row).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
}

export class AdsRepo {
  constructor(private readonly db: Db) {}

  /** Enabled creatives of a format with a weight above zero: the slot's candidates. */
  async candidates(format: string): Promise<AdCreativeRecord[]> {
    return this.db
      .selectFrom('ad_creatives')
      .selectAll()
      .where('format', '=', format)
      .where('enabled', '=', 1)
      .where('weight', '>', 0)
      .orderBy('id')
      .execute();
  }

  async add(row: AdCreativeRecord): Promise<void> {
    await this.db.insertInto('ad_creatives').values(row).execute();
  }

  async exists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('ad_creatives').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** Adds one to the day's impressions or clicks of a creative, in one statement (concurrent counts all land). */
  async count(id: string, day: string, what: 'impressions' | 'clicks'): Promise<void> {
    await this.db
      .insertInto('ad_counts')
      .values({ creative_id: id, day, impressions: what === 'impressions' ? 1 : 0, clicks: what === 'clicks' ? 1 : 0 })
      .onConflict((oc) => oc.columns(['creative_id', 'day']).doUpdateSet((eb) => ({ [what]: eb(`ad_counts.${what}`, '+', 1) })))
      .execute();
  }

  async setEnabled(id: string, enabled: boolean): Promise<boolean> {
    const result = await this.db.updateTable('ad_creatives').set({ enabled: enabled ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Every creative with its impressions and clicks since `fromDay` (inclusive). */
  async totals(fromDay: string): Promise<AdTotals[]> {
    const rows = await this.db
      .selectFrom('ad_creatives')
      .leftJoin('ad_counts', (join) => join.onRef('ad_counts.creative_id', '=', 'ad_creatives.id').on('ad_counts.day', '>=', fromDay))
      .select((eb) => [
        'ad_creatives.id',
        'ad_creatives.name',
        'ad_creatives.format',
        'ad_creatives.weight',
        'ad_creatives.enabled',
        eb.fn.coalesce(eb.fn.sum<number>('ad_counts.impressions'), eb.lit(0)).as('impressions'),
        eb.fn.coalesce(eb.fn.sum<number>('ad_counts.clicks'), eb.lit(0)).as('clicks'),
      ])
      .groupBy(['ad_creatives.id', 'ad_creatives.name', 'ad_creatives.format', 'ad_creatives.weight', 'ad_creatives.enabled'])
      .orderBy('ad_creatives.format')
      .orderBy('ad_creatives.name')
      .execute();
    return rows.map((r) => ({ ...r, impressions: Number(r.impressions), clicks: Number(r.clicks) }));
  }
}
