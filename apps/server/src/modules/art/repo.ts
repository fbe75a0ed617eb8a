import type { Db } from '../../db';

export class ArtRepo {
  constructor(private readonly db: Db) {}

  async tile(oldid: number) {
    return this.db
      .selectFrom('channels')
      .leftJoin('genres', 'genres.id', 'channels.genre_id')
      .select(['channels.name', 'channels.oldid', 'channels.art_seed', 'genres.name as genre_name'])
      .where('channels.oldid', '=', oldid)
      .executeTakeFirst();
  }

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
