import type { Db } from '../../db';

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
}
