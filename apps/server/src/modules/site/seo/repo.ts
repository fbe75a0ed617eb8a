import type { Db } from '../../../db';

/** What the sitemap lists: curated channels, every genre, brand and content page (never a listener's own channels). */
export class SeoRepo {
  constructor(private readonly db: Db) {}

  /** Enabled catalog channels (no owner), in legacy-id order so the file is stable. */
  async curatedChannels(): Promise<{ name: string; oldid: number }[]> {
    return this.db
      .selectFrom('channels')
      .select(['channels.name', 'channels.oldid'])
      .where('channels.owner_user_id', 'is', null)
      .where('channels.disabled', '=', 0)
      .orderBy('channels.oldid')
      .execute();
  }

  async genreParams(): Promise<string[]> {
    const rows = await this.db.selectFrom('genres').select('param').orderBy('sort').orderBy('param').execute();
    return rows.map((r) => r.param);
  }

  async brandParams(): Promise<string[]> {
    const rows = await this.db.selectFrom('brands').select('param').orderBy('sort').orderBy('param').execute();
    return rows.map((r) => r.param);
  }

  /** Content pages' `url`s (`slug` or `category/slug`), in the catalog's order. */
  async contentPageUrls(): Promise<string[]> {
    const rows = await this.db.selectFrom('pages').select('url').orderBy('sort').orderBy('url').execute();
    return rows.map((r) => r.url);
  }
}
