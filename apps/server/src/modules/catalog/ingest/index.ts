import type { Db } from '../../../db';
import { MediaStore, mediaDir } from '../../media';
import { IngestRepo } from './repo';
import { IngestService } from './service';

export type { IngestOptions, IngestReport } from './service';
export type { Outcome } from './ingest-file';
export { TRACK_KINDS, type TrackKind } from './rows';

/** The ingest of the server whose database is `db` and data folder `dataDir` (the media store lives there). */
export function createIngest(db: Db, dataDir: string, repo = new IngestRepo(db)): IngestService {
  return new IngestService(repo, new MediaStore(mediaDir(dataDir)));
}
