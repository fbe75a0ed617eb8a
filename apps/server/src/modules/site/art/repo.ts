import type { Db } from '../../../db';
import { albumCover } from '../../catalog';
import { pageArtFacts } from '../../content';
import { charityArtFacts } from '../../promotions';

/** What each kind of generated art shows, read from the module that owns it. */
export class ArtRepo {
  constructor(private readonly db: Db) {}

  cover(albumId: string) {
    return albumCover(this.db, albumId);
  }

  page(id: string) {
    return pageArtFacts(this.db, id);
  }

  charity(id: string) {
    return charityArtFacts(this.db, id);
  }
}
