import type { Kysely } from 'kysely';
import type { Db } from '../../../db';
import type { BannersTable, Database } from '../../../db/schema';
import { sanitizeHtml } from '../../content';

export type BannerRecord = BannersTable;

/** A banner as an operator writes it; its HTML is sanitised on the way in. */
export interface BannerInput {
  id: string;
  content: string;
  contentf?: string | null;
  contentu?: string | null;
  enabled: boolean;
  sort: number;
}

const cleanOrNull = (html: string | null | undefined) => (html == null ? null : sanitizeHtml(html));

/** Writes banners (new or replacing one with the same id), sanitising every variant. */
export async function storeBanners(db: Kysely<Database>, banners: readonly BannerInput[]): Promise<void> {
  for (const b of banners) {
    const row: BannerRecord = {
      id: b.id,
      content_html: sanitizeHtml(b.content),
      contentf_html: cleanOrNull(b.contentf),
      contentu_html: cleanOrNull(b.contentu),
      enabled: b.enabled ? 1 : 0,
      sort: b.sort,
    };
    await db.insertInto('banners').values(row).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }
}

export class BannersRepo {
  constructor(private readonly db: Db) {}

  async all(): Promise<BannerRecord[]> {
    return this.db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
  }
}
