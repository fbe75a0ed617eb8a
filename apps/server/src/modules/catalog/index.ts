import type { Db } from '../../db';
import type { RateLimiter } from '../../http/rate-limit';
import type { EventLog } from '../../metrics/events';
import { BansRepo } from './bans/repo';
import { BansService } from './bans/service';
import { BlendsRepo } from './blends/repo';
import { blendRoutes } from './blends/routes';
import { BlendsService } from './blends/service';
import { RenameEditor } from './channel-edits/rename';
import { channelEditRoutes } from './channel-edits/routes';
import { ChannelListsRepo } from './channel-lists/repo';
import { channelListRoutes } from './channel-lists/routes';
import { ChannelListsService } from './channel-lists/service';
import { ChannelMissLimit } from './channels/miss-limit';
import { ChannelRepo } from './channels/repo';
import { channelRoutes } from './channels/routes';
import { ChannelService } from './channels/service';
import { TrackRepo } from './tracks/repo';

export * from './curated';
export * from './read-models';
export * from './search-facts';
export * from './portable';
export { askerOf, memberAskerOf } from './channels/asker';
export { includedOf } from './channels/included';
export { presentTrack } from './channels/presenter';
export type { ChannelRecord } from './channels/repo';
export type { Asker, ChannelService, MemberAsker } from './channels/service';
export { TrackRepo };

export interface CatalogDeps {
  db: Db;
  limiter: RateLimiter;
  clock: () => number;
  /** Bans are logged and counted. */
  events: EventLog;
}

/**
 * Wires the catalog: channels, their tracks and what listeners change of them (bans, blends,
 * renames). Other modules read channels through `channels`; the operator's ingest is
 * `./ingest`'s own entry, loaded only by the CLI.
 */
export function createCatalog({ db, limiter, clock, events }: CatalogDeps) {
  const channels = new ChannelService(new ChannelRepo(db), new ChannelMissLimit(limiter), clock);
  const bans = new BansService(new BansRepo(db), channels, clock);
  const blends = new BlendsService(new BlendsRepo(db), channels, clock);
  const routes = [
    ...channelRoutes(channels),
    ...blendRoutes(blends),
    ...channelEditRoutes({
      remove_track: bans,
      remove_artist: bans,
      add_track: bans,
      add_artist: bans,
      remove_channel: blends,
      edit_channel: new RenameEditor(channels),
    }, events),
    ...channelListRoutes(new ChannelListsService(new ChannelListsRepo(db), channels)),
  ];
  return { channels, tracks: new TrackRepo(db), routes };
}
