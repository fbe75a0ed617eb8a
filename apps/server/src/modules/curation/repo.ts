import type { Db } from '../../db';
import { type CatalogWrites, type CuratedCatalog, curatedCatalog, writeCuratedCatalog } from '../catalog';
import { type ContentWrites, type CuratedContent, curatedContent, writeCuratedContent } from '../content';
import { type CuratedPromotions, curatedPromotions, writeCuratedPromotions } from '../promotions';
import { buildSearchIndex } from '../search';
import type { LibraryTrack } from './compile';

/** What curation compares a file with: the curated catalog, content and promotions as they stand. */
export interface CatalogState extends Omit<CuratedCatalog, 'library'>, CuratedContent, CuratedPromotions {
  /** Ingested songs, by artist, album and title. */
  library: LibraryTrack[];
}

export interface Writes extends CatalogWrites, ContentWrites, CuratedPromotions {}

const lines = (text: string | null) => (text ? text.split('\n') : []);

/** Reads and writes through the modules that own what a curation file defines. */
export class CurationRepo {
  constructor(private readonly db: Db) {}

  /** The catalog, with the track lists and keywords of the channels `channelIds` (those a file defines). */
  async state(channelIds: string[]): Promise<CatalogState> {
    const [catalog, content, promotions] = await Promise.all([curatedCatalog(this.db, channelIds), curatedContent(this.db), curatedPromotions(this.db)]);
    const library = catalog.library.map((r) => ({ ...r, christmas: r.christmas === 1, genres: lines(r.file_genres), tags: lines(r.file_tags) }));
    return { ...catalog, ...content, ...promotions, library };
  }

  /** Every write in one transaction, the search index rebuilt in it: the catalog changes all at once or not at all. */
  async write(w: Writes): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await writeCuratedCatalog(tx, w);
      await writeCuratedContent(tx, w);
      await writeCuratedPromotions(tx, w);
      await buildSearchIndex(tx);
    });
  }
}
