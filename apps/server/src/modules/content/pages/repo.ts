import type { Db } from '../../../db';
import { brandByParam, genreByParam, genresWithChannelCounts, todaysBrandsWithChannelCounts, visibleChannels } from '../../catalog';

export class PagesRepo {
  constructor(private readonly db: Db) {}

  genresWithCounts() {
    return genresWithChannelCounts(this.db);
  }

  todaysBrandsWithCounts() {
    return todaysBrandsWithChannelCounts(this.db);
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

  genreByParam(param: string) {
    return genreByParam(this.db, param);
  }

  brandByParam(param: string) {
    return brandByParam(this.db, param);
  }

  /** Catalog channels (enabled, no one's copy) of a genre or a brand, most popular first. */
  async listedChannelIds(of: 'genre' | 'brand', id: string): Promise<string[]> {
    const rows = await this.listed()
      .select('channel.id')
      .where(of === 'genre' ? 'channel.genre_id' : 'channel.brand_id', '=', id)
      .orderBy('channel.popularity', 'desc')
      .orderBy('channel.id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** How many of a genre's listed channels there are, leaving out `exclude`. */
  async countInGenre(genreId: string, exclude: string[]): Promise<number> {
    const row = await this.listed()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel.genre_id', '=', genreId)
      .$if(exclude.length > 0, (q) => q.where('channel.id', 'not in', exclude))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The `index`-th of a genre's listed channels in a stable order, leaving out `exclude`. */
  async nthInGenre(genreId: string, exclude: string[], index: number): Promise<string | undefined> {
    const row = await this.listed()
      .select('channel.id')
      .where('channel.genre_id', '=', genreId)
      .$if(exclude.length > 0, (q) => q.where('channel.id', 'not in', exclude))
      .orderBy('channel.id')
      .offset(index)
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  private listed() {
    return this.db.selectFrom(visibleChannels(this.db).as('channel'));
  }
}
