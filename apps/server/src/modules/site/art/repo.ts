import type { Db } from '../../../db';

export class ArtRepo {
  constructor(private readonly db: Db) {}

  async cover(albumId: string) {
    return this.db
      .selectFrom('albums')
      .innerJoin('artists', 'artists.id', 'albums.artist_id')
      .select(['albums.title', 'artists.name as artist', 'albums.cover_seed', 'albums.cover_type'])
      .where('albums.id', '=', albumId)
      .executeTakeFirst();
  }

  async page(id: string) {
    return this.db.selectFrom('pages').select(['id', 'title', 'category', 'is_article']).where('id', '=', id).executeTakeFirst();
  }

  async charity(id: string) {
    return this.db.selectFrom('charities').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }
}
