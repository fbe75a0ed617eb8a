/**
 * The demo catalog as plain rows. The server's seeder inserts these as they are,
 * so field names follow the database columns (snake_case).
 * Ids are 24 lowercase hex characters; timestamps are epoch milliseconds.
 */

/** Sound palette a track is synthesised with; one per genre family. */
export type SoundStyle =
  | 'pop' | 'rock' | 'jazz' | 'classical' | 'electronic' | 'hiphop' | 'country'
  | 'blues' | 'folk' | 'reggae' | 'latin' | 'ambient' | 'funk' | 'metal' | 'world' | 'christmas';

export type TrackKind = 'song' | 'sweeper' | 'ad';

export interface GenreRow { id: string; param: string; name: string; description: string; meta_description: string; sort: number; style: SoundStyle }
export interface BrandRow { id: string; param: string; name: string; description_html: string; article_html: string | null; featured_artist_id: string | null; is_today: number; sort: number }
export interface ArtistRow { id: string; name: string; genre_id: string }
export interface AlbumRow { id: string; title: string; year: number; label: string; artist_id: string; cover_seed: number }
/** Who an audio ad speaks to: a visitor, a logged-in member, or a member who has unlocked Five-Star Radio. */
export type AdAudience = 'visitor' | 'member' | 'five_star';

export interface TrackRow {
  id: string; title: string; artist_id: string; album_id: string; composer: string;
  duration_ms: number; isrc: string; christmas: number; gain_db: number;
  style: SoundStyle; seed: number; kind: TrackKind;
}
export interface ChannelRow {
  id: string; oldid: number; channel_uuid: string; name: string; description: string;
  genre_id: string | null; brand_id: string | null; christmas: number; five_star: number;
  popularity: number; created_at: number; art_seed: number; featured_artist_id: string | null;
}
export interface ChannelTrackRow { channel_id: string; track_id: string; position: number }
export interface KeywordRow { keyword: string; channel_id: string }
export interface HomeSectionRow { id: string; param: string; name: string; sort: number }
export interface HomeSectionChannelRow { section_id: string; channel_id: string; position: number }
export interface MoodGroupRow { id: string; kind: 'workday' | 'holiday'; param: string; name: string; description: string; sort: number }
export interface MoodGroupChannelRow { group_id: string; channel_id: string; position: number }
/**
 * A content page (`/page/{url}/`). `url` is `slug` or `category/slug`; `content_html` is authored HTML
 * that the server sanitises when it stores it; `previewimage` is null when its tile shows the default.
 */
export interface PageRow {
  id: string; url: string; category: string | null; header: string; title: string; description: string;
  content_html: string; shareimage: string; previewimage: string | null; is_article: number; sort: number;
}
/** An article related to a genre; `position` ranks the genre among the article's (0 = most relevant). */
export interface PageGenreRow { page_id: string; genre_id: string; position: number }

export interface CatalogData {
  genres: GenreRow[];
  brands: BrandRow[];
  artists: ArtistRow[];
  albums: AlbumRow[];
  /** Songs plus the station-id sweepers (title 'sweeper') and house audio promos (kind 'ad'). */
  tracks: TrackRow[];
  channels: ChannelRow[];
  channelTracks: ChannelTrackRow[];
  keywords: KeywordRow[];
  homeSections: HomeSectionRow[];
  homeSectionChannels: HomeSectionChannelRow[];
  moodGroups: MoodGroupRow[];
  moodGroupChannels: MoodGroupChannelRow[];
  pages: PageRow[];
  pageGenres: PageGenreRow[];
}

export interface CatalogSize {
  /** Curated channels, not counting the Five-Star channel. */
  channels: number;
  tracksPerChannel: number;
}

export const FULL_CATALOG: CatalogSize = { channels: 1000, tracksPerChannel: 300 };
/** Small enough to seed in well under a second; used by API tests. */
export const TEST_CATALOG: CatalogSize = { channels: 60, tracksPerChannel: 40 };
