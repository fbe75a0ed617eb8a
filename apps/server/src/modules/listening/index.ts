import type { Config } from '../../config';
import type { Db } from '../../db';
import type { ChannelService } from '../catalog';
import type { AudioService } from '../media';
import { FavoritesRepo } from './favorites/repo';
import { favoriteRoutes } from './favorites/routes';
import { FavoritesService } from './favorites/service';
import { HistoryRepo } from './history/repo';
import { historyRoutes } from './history/routes';
import { HistoryService } from './history/service';
import type { ListeningMetrics } from './playlist/metrics';
import { DEFAULT_POLICY, withAdBreakEvery } from './playlist/policy';
import { PlaylistRepo } from './playlist/repo';
import { playlistRoutes } from './playlist/routes';
import { PlaylistService } from './playlist/service';
import { RatingsRepo } from './ratings/repo';
import { ratingRoutes } from './ratings/routes';
import { RatingsService } from './ratings/service';
import { SongHistoryRepo } from './song-history/repo';
import { songHistoryRoutes } from './song-history/routes';
import { SongHistoryService } from './song-history/service';

export { type AiredSong, airedSongs } from './on-air/aired-songs';
export { type Candidate, DEFAULT_POLICY, type HistoryEntry, type Pick, type PlaylistPolicy } from './playlist/policy';
export { registerStartRoute } from './playlist/start-route';
export type { ListeningMetrics } from './playlist/metrics';
export { fiveStarFiltersOf } from './playlist/routes';
export { type Listener, type PlaylistService, type StreamedPlay, stationListener } from './playlist/service';
export type { Playhead } from './playlist/repo';
export { type Span, STREAM_KEY_PREFIX, performancesBetween } from './performances/read-model';
export * from './portable';

export interface ListeningDeps {
  config: Config;
  db: Db;
  channels: ChannelService;
  audio: AudioService;
  clock: () => number;
  metrics: ListeningMetrics;
}

/** Wires listening: playlists and plays, ratings, favorites and the channels a listener played. */
export function createListening({ config, db, channels, audio, clock, metrics }: ListeningDeps) {
  const favorites = new FavoritesService(new FavoritesRepo(db), channels, clock);
  const channelHistory = new HistoryService(new HistoryRepo(db), channels, favorites);
  const playlists = new PlaylistService(new PlaylistRepo(db), channels, audio, {
    policy: config.ads.breakEverySeconds ? withAdBreakEvery(DEFAULT_POLICY, config.ads.breakEverySeconds) : DEFAULT_POLICY,
    adsEnabled: config.ads.enabled,
    clock,
    channelHistory,
  });
  const routes = [
    ...playlistRoutes(playlists, metrics),
    ...ratingRoutes(new RatingsService(new RatingsRepo(db), clock)),
    ...favoriteRoutes(favorites),
    ...historyRoutes(channelHistory),
    ...songHistoryRoutes(new SongHistoryService(new SongHistoryRepo(db))),
  ];
  return { playlists, routes };
}
