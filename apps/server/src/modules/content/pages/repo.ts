import type { Db } from '../../../db';

export class PagesRepo {
  constructor(private readonly db: Db) {}

  async genresWithCounts() {
    return this.db
      .selectFrom('genres')
      .leftJoin('channels', 'channels.genre_id', 'genres.id')
      .groupBy(['genres.id', 'genres.name', 'genres.param', 'genres.sort'])
      .orderBy('genres.sort')
      .select((eb) => ['genres.id', 'genres.name', 'genres.param', eb.fn.count<number>('channels.id').as('channels')])
      .execute();
  }

  async todaysBrandsWithCounts() {
    return this.db
      .selectFrom('brands')
      .leftJoin('channels', 'channels.brand_id', 'brands.id')
      .where('brands.is_today', '=', 1)
      .groupBy(['brands.id', 'brands.name', 'brands.param', 'brands.sort'])
      .orderBy('brands.sort')
      .select((eb) => ['brands.id', 'brands.name', 'brands.param', eb.fn.count<number>('channels.id').as('channels')])
      .execute();
  }

  async homeSections() {
    return this.db
      .selectFrom('home_sections')
      .innerJoin('home_section_channels', 'home_section_channels.section_id', 'home_sections.id')
      .orderBy('home_sections.sort')
      .orderBy('home_section_channels.position')
      .select(['home_sections.id', 'home_sections.name', 'home_sections.param', 'home_section_channels.channel_id'])
      .execute();
  }

  async genreByParam(param: string) {
    return this.db.selectFrom('genres').select(['id', 'param', 'name', 'description', 'meta_description']).where('param', '=', param).executeTakeFirst();
  }

  async brandByParam(param: string) {
    return this.db
      .selectFrom('brands')
      .select(['id', 'param', 'name', 'description_html', 'article_html', 'featured_artist_id'])
      .where('param', '=', param)
      .executeTakeFirst();
  }

  /** Catalog channels (enabled, no one's copy) of a genre or a brand, most popular first. */
  async listedChannelIds(of: 'genre' | 'brand', id: string): Promise<string[]> {
    const rows = await this.listed()
      .select('channels.id')
      .where(of === 'genre' ? 'channels.genre_id' : 'channels.brand_id', '=', id)
      .orderBy('channels.popularity', 'desc')
      .orderBy('channels.id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** How many of a genre's listed channels there are, leaving out `exclude`. */
  async countInGenre(genreId: string, exclude: string[]): Promise<number> {
    const row = await this.listed()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channels.genre_id', '=', genreId)
      .$if(exclude.length > 0, (q) => q.where('channels.id', 'not in', exclude))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The `index`-th of a genre's listed channels in a stable order, leaving out `exclude`. */
  async nthInGenre(genreId: string, exclude: string[], index: number): Promise<string | undefined> {
    const row = await this.listed()
      .select('channels.id')
      .where('channels.genre_id', '=', genreId)
      .$if(exclude.length > 0, (q) => q.where('channels.id', 'not in', exclude))
      .orderBy('channels.id')
      .offset(index)
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  private listed() {
    return this.db
      .selectFrom('channels')
      .where('channels.owner_user_id', 'is', null)
      .where('channels.disabled', '=', 0);
  }
}
