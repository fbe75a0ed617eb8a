import type { Db } from '../../db';
import type { ChannelService } from '../catalog';
import { SearchRepo } from './repo';
import { searchRoutes } from './routes';
import { SearchService } from './service';

export { buildSearchIndex } from './index-builder';

export interface SearchDeps {
  db: Db;
  channels: ChannelService;
}

/** Wires search: the index of channel names, artists and keywords, and the search pages' data. */
export function createSearch({ db, channels }: SearchDeps) {
  return { routes: searchRoutes(new SearchService(new SearchRepo(db), channels)) };
}
