import type { Kysely } from 'kysely';
import { DEMO_BANNERS } from '../modules/promotions/banners/demo';
import { storeBanners } from '../modules/promotions/banners/repo';
import { DEMO_CHARITIES } from '../modules/promotions/season-of-sharing/demo';
import { storeCharities } from '../modules/promotions/season-of-sharing/repo';
import { houseAdRows } from '../modules/promotions/ads/demo';
import { storeAdCreatives } from '../modules/promotions/ads/repo';
import type { Database } from '../db/schema';

/** What the demo shows beside its catalog: the announcement banner, the Season of Sharing's charities and house ads. */
export async function storeDemoContent(db: Kysely<Database>): Promise<void> {
  await storeBanners(db, DEMO_BANNERS);
  await storeCharities(db, DEMO_CHARITIES);
  await storeAdCreatives(db, houseAdRows(Date.now()));
}
