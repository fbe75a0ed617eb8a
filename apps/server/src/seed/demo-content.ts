import type { Kysely } from 'kysely';
import { DEMO_BANNERS, DEMO_CHARITIES, houseAdRows, storeAdCreatives, storeBanners, storeCharities } from '../modules/promotions';
import type { Database } from '../db/schema';

/** What the demo shows beside its catalog: the announcement banner, the Season of Sharing's charities and house ads. */
export async function storeDemoContent(db: Kysely<Database>): Promise<void> {
  await storeBanners(db, DEMO_BANNERS);
  await storeCharities(db, DEMO_CHARITIES);
  await storeAdCreatives(db, houseAdRows(Date.now()));
}
