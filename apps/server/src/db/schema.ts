import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers and timestamps as epoch milliseconds, the same on SQLite and PostgreSQL. */
type Flag = number;
type EpochMs = number;

export interface GenresTable { id: string; param: string; name: string; description: string; meta_description: string; sort: number; style: string }
export interface BrandsTable { id: string; param: string; name: string; description_html: string; article_html: string | null; featured_artist_id: string | null; is_today: Flag; sort: number }
export interface ArtistsTable { id: string; name: string; genre_id: string }
/** `cover_type`: the extension of an ingested album's extracted cover in the media store; null shows generated art. */
export interface AlbumsTable { id: string; title: string; year: number; label: string; artist_id: string; cover_seed: number; cover_type: Generated<string | null> }
export interface TracksTable {
  id: string; title: string; artist_id: string; album_id: string; composer: string; duration_ms: number;
  isrc: string; christmas: Flag; gain_db: number; style: string; seed: number; kind: string;
  /** Ingested tracks only (modules/catalog/ingest): the stored file's Content-Type, the audio stream's hash, where it was read from, and its tags. */
  media_type: Generated<string | null>; content_hash: Generated<string | null>; source_path: Generated<string | null>;
  source_size: Generated<number | null>; source_mtime_ms: Generated<EpochMs | null>;
  /** One lowercased tag a line. */
  file_genres: Generated<string | null>; file_tags: Generated<string | null>;
}
export interface ChannelsTable {
  id: string; oldid: number; channel_uuid: string; name: string; description: string;
  genre_id: string | null; brand_id: string | null; christmas: Flag; five_star: Flag; popularity: number;
  created_at: EpochMs; art_seed: number; featured_artist_id: string | null; disabled: Generated<Flag>;
  /** User channels only: the listener who owns this copy, and the curated channel it stands in for (it plays its included channels). */
  owner_user_id: Generated<string | null>; source_channel_id: Generated<string | null>;
}
export interface ChannelTracksTable { channel_id: string; track_id: string; position: number }
export interface KeywordsTable { keyword: string; channel_id: string }
export interface HomeSectionsTable { id: string; param: string; name: string; sort: number }
export interface HomeSectionChannelsTable { section_id: string; channel_id: string; position: number }
export interface MoodGroupsTable { id: string; kind: string; param: string; name: string; description: string; sort: number }
export interface MoodGroupChannelsTable { group_id: string; channel_id: string; position: number }
export interface PlaysTable {
  id: Generated<number>; listener_key: string; user_id: string | null; channel_id: string; track_id: string;
  served_at: EpochMs; ms_played: Generated<number>; skipped: Generated<Flag>;
}
export interface SettingsTable { key: string; value: string }
export interface UsersTable {
  id: string; email: string | null; password_hash: string | null; facebook_id: string | null; facebook_share: Generated<Flag>;
  birth_year: number | null; birth_month: number | null; birth_day: number | null; gender: string | null; zipcode: string | null;
  created_at: EpochMs; updated_at: EpochMs;
}
/** `id` is the SHA-256 (hex) of the session token; the token itself is never stored. */
export interface SessionsTable { id: string; user_id: string; created_at: EpochMs; last_seen_at: EpochMs }
/** `id` is the SHA-256 (hex) of the emailed token. */
export interface PasswordResetsTable { id: string; user_id: string; created_at: EpochMs; expires_at: EpochMs; used_at: EpochMs | null }
/** A sign-up form waiting for its emailed link; `id` is the SHA-256 (hex) of the link's token. */
export interface SignUpRequestsTable {
  id: string; email: string; password_hash: string; birth_year: number; birth_month: number; birth_day: number;
  gender: string; zipcode: string | null; created_at: EpochMs; expires_at: EpochMs;
}
/** A new email address waiting for the link mailed to it; `id` is the SHA-256 of the link's token. */
export interface EmailChangeRequestsTable { id: string; user_id: string; email: string; created_at: EpochMs; expires_at: EpochMs }
/** A listener's personal stream key, as the SHA-256 (hex) of the key they were shown. */
export interface StreamKeysTable { user_id: string; key_hash: string; created_at: EpochMs }
/** A listener's 1–5 star rating of a track; `channel_id` is where they rated it. */
export interface RatingsTable { user_id: string; track_id: string; rating: number; channel_id: string | null; rated_at: EpochMs }
export interface ChannelRemovedTracksTable { channel_id: string; track_id: string; created_at: EpochMs }
export interface ChannelRemovedArtistsTable { channel_id: string; artist_id: string; created_at: EpochMs }
/** A channel `channel_id` plays: a user channel's included channels (its source among them until removed); a curated channel plays these besides itself. */
export interface ChannelAddedChannelsTable { channel_id: string; added_channel_id: string; created_at: EpochMs }
/** A listener's favorite channel. */
export interface FavoritesTable { user_id: string; channel_id: string; created_at: EpochMs }
/** A channel the listener played, and when they last started it. */
export interface ChannelHistoryTable { user_id: string; channel_id: string; heard_at: EpochMs }

/** The search index (modules/search): one row a curated channel, artist name, keyword or genre; built when the catalog is seeded. */
export interface SearchTermsTable {
  id: Generated<number>; kind: 'channel' | 'artist' | 'keyword'; term: string; norm: string; body: string;
  channel_id: string | null; oldid: number | null; weight: number;
}

/**
 * A content page (`/page/{url}/`): `url` is `slug` or `category/slug`; `content_html` was sanitised
 * when it was stored; `previewimage` is null when the article's tile shows the default image.
 */
export interface PagesTable {
  id: string; url: string; category: string | null; header: string; title: string; description: string;
  content_html: string; shareimage: string; previewimage: string | null; is_article: Flag; sort: number;
}
/** An article related to a genre (Channel Chatter); `position` ranks the genre among the article's, 0 first. */
export interface PageGenresTable { page_id: string; genre_id: string; position: number }

/** The announcement banner; the `*_html` columns are stored sanitised. The lowest `sort` is the one shown. */
export interface BannersTable { id: string; content_html: string; contentf_html: string | null; contentu_html: string | null; enabled: Flag; sort: number }
export interface CharitiesTable { id: string; param: string; name: string; url: string; description: string; twitter: string | null; img: string; sort: number }
/** One counted vote per listener per season day: (listener_key, day) is unique. */
export interface CharityVotesTable {
  id: Generated<number>; listener_key: string; day: string; type: string; charity_param: string | null; name: string; created_at: EpochMs;
}
/** The vote drawn for a day, once. */
export interface CharityDrawsTable { day: string; vote_id: number; drawn_at: EpochMs }

/** A first-party display creative: `format` is one of the contract's AD_FORMATS; `weight` 0 never shows. */
export interface AdCreativesTable {
  id: string; format: string; name: string; image_url: string; click_url: string; alt_text: string; weight: number; enabled: Flag; created_at: EpochMs;
}
/** Impressions and clicks of a creative, per UTC day. */
export interface AdCountsTable { creative_id: string; day: string; impressions: number; clicks: number }

export interface Database {
  genres: GenresTable;
  brands: BrandsTable;
  artists: ArtistsTable;
  albums: AlbumsTable;
  tracks: TracksTable;
  channels: ChannelsTable;
  channel_tracks: ChannelTracksTable;
  keywords: KeywordsTable;
  home_sections: HomeSectionsTable;
  home_section_channels: HomeSectionChannelsTable;
  mood_groups: MoodGroupsTable;
  mood_group_channels: MoodGroupChannelsTable;
  plays: PlaysTable;
  settings: SettingsTable;
  banners: BannersTable;
  charities: CharitiesTable;
  charity_votes: CharityVotesTable;
  charity_draws: CharityDrawsTable;
  ad_creatives: AdCreativesTable;
  ad_counts: AdCountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  sign_up_requests: SignUpRequestsTable;
  email_change_requests: EmailChangeRequestsTable;
  stream_keys: StreamKeysTable;
  ratings: RatingsTable;
  channel_removed_tracks: ChannelRemovedTracksTable;
  channel_removed_artists: ChannelRemovedArtistsTable;
  channel_added_channels: ChannelAddedChannelsTable;
  favorites: FavoritesTable;
  channel_history: ChannelHistoryTable;
  search_terms: SearchTermsTable;
  pages: PagesTable;
  page_genres: PageGenresTable;
}
