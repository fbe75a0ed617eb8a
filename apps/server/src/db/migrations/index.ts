import type { Migration, MigrationProvider } from 'kysely';
import * as catalog from './20261126_0001_catalog';
import * as accounts from './20261126_0002_accounts';
import * as listening from './20261126_0003_listening';
import * as songHistory from './20261126_0004_song_history';
import * as favorites from './20261126_0005_favorites';
import * as userChannels from './20261126_0006_user_channels';
import * as blends from './20261126_0007_blends';
import * as searchIndex from './20261127_0001_search_index';
import * as contentPages from './20261127_0002_content_pages';
import * as bannersCharitiesAds from './20261127_0009_banners_charities_ads';
import * as ingest from './20261128_0001_ingest';
import * as signUpRequests from './20261129_0001_sign_up_requests';
import * as emailChangeRequests from './20261130_0001_email_change_requests';
import * as playsByListener from './20261130_0002_plays_by_listener';
import * as streamKeys from './20261201_0001_stream_keys';
import * as playsByTime from './20261202_0001_plays_by_time';

/** Migrations are code (not files found at run time) so the same list runs from source, tests and builds. */
const migrations: Record<string, Migration> = {
  '20261126_0001_catalog': catalog,
  '20261126_0002_accounts': accounts,
  '20261126_0003_listening': listening,
  '20261126_0004_song_history': songHistory,
  '20261126_0005_favorites': favorites,
  '20261126_0006_user_channels': userChannels,
  '20261126_0007_blends': blends,
  '20261127_0001_search_index': searchIndex,
  '20261127_0002_content_pages': contentPages,
  '20261127_0009_banners_charities_ads': bannersCharitiesAds,
  '20261128_0001_ingest': ingest,
  '20261129_0001_sign_up_requests': signUpRequests,
  '20261130_0001_email_change_requests': emailChangeRequests,
  '20261130_0002_plays_by_listener': playsByListener,
  '20261201_0001_stream_keys': streamKeys,
  '20261202_0001_plays_by_time': playsByTime,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
