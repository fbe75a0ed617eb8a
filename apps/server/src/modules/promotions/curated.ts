import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { AdCreativesTable, BannersTable, CharitiesTable, Database } from '../../db/schema';
import { upsertById } from '../../db/upsert';

/** The banners, charities and display ad creatives as a curation file is compared with them. */
export interface CuratedPromotions {
  banners: BannersTable[];
  charities: CharitiesTable[];
  ads: AdCreativesTable[];
}

export async function curatedPromotions(db: Db): Promise<CuratedPromotions> {
  const [banners, charities, ads] = await Promise.all([
    db.selectFrom('banners').selectAll().execute(),
    db.selectFrom('charities').selectAll().execute(),
    db.selectFrom('ad_creatives').selectAll().execute(),
  ]);
  return { banners, charities, ads };
}

/** Writes a file's banners, charities and ad creatives, in the caller's transaction. */
export async function writeCuratedPromotions(tx: Kysely<Database>, w: CuratedPromotions): Promise<void> {
  for (const b of w.banners) await upsertById(tx, 'banners', b);
  for (const c of w.charities) await upsertById(tx, 'charities', c);
  for (const a of w.ads) await upsertById(tx, 'ad_creatives', a);
}
