import type { AdAudience, AlbumRow, ArtistRow, CatalogSize, ChannelRow, GenreRow, SoundStyle, TrackRow } from '../types';
import { LIMITS } from '@earshot/contract';
import { CATALOG_START } from './channels';
import { hexId, trackId, uuidFor } from './ids';
import { Rng } from './prng';

export const STATION_ARTIST = 'Earshot';
export const SWEEPER_TITLE = 'sweeper';

/** Station ids come in several idioms so a player can match the jingle to the channel's style. */
const SWEEPER_STYLES: SoundStyle[] = ['pop', 'christmas', 'jazz', 'rock', 'classical', 'country', 'electronic', 'hiphop', 'ambient', 'funk'];

const EVERYONE: readonly AdAudience[] = ['visitor', 'member', 'five_star'];

/** The house's audio spots, each for the listeners it speaks to: no sign-up pitch to a member, no Five-Star pitch to one who has it. */
const PROMOS: Array<{ title: string; style: SoundStyle; audience: readonly AdAudience[] }> = [
  { title: 'Earshot on your smart speaker', style: 'pop', audience: EVERYONE },
  { title: 'Sign up free and hear fewer commercials', style: 'pop', audience: ['visitor'] },
  { title: 'Rate songs to build your Five-Star channel', style: 'jazz', audience: ['visitor', 'member'] },
  { title: 'Blend your favorite channels together', style: 'electronic', audience: EVERYONE },
  { title: 'Take Earshot with you on iPhone and Android', style: 'rock', audience: EVERYONE },
  { title: 'Earshot on Sonos and streaming players', style: 'ambient', audience: EVERYONE },
  { title: 'Over 110 Christmas channels on Earshot', style: 'christmas', audience: EVERYONE },
  { title: 'Earshot at work: music that keeps you going', style: 'funk', audience: EVERYONE },
];

const PROMO_ALBUM_TITLE = 'Earshot Promos';
/** As buildStation names the promos' album. */
const promoAlbumId = () => hexId('album', `earshot:${PROMO_ALBUM_TITLE}`);

/** Who hears each house spot, by track id; a spot not listed (an operator's own) is for everyone. */
export const HOUSE_SPOT_AUDIENCES: ReadonlyMap<string, readonly AdAudience[]> = new Map(
  PROMOS.map((promo, i) => [trackId(promoAlbumId(), i), promo.audience]),
);

export interface StationContent {
  artist: ArtistRow;
  albums: AlbumRow[];
  tracks: TrackRow[];
  fiveStar: ChannelRow;
}

function stationTrack(rng: Rng, album: AlbumRow, i: number, fields: { title: string; style: SoundStyle; kind: 'sweeper' | 'ad'; ms: number }): TrackRow {
  return {
    id: trackId(album.id, i), title: fields.title, artist_id: album.artist_id, album_id: album.id,
    composer: STATION_ARTIST, duration_ms: fields.ms, isrc: `US-ERS-25-${String(90001 + (fields.kind === 'ad' ? 500 : 0) + i).padStart(5, '0')}`,
    christmas: fields.style === 'christmas' ? 1 : 0, gain_db: 0, style: fields.style, seed: rng.seed31(), kind: fields.kind,
  };
}

/** The house artist with its station-id sweepers and audio promos, and the per-listener Five-Star channel. */
export function buildStation(size: CatalogSize, genres: GenreRow[]): StationContent {
  const rng = new Rng('station');
  const small = size.channels < 200;
  const genreId = (genres.find((g) => g.param === 'pop') ?? genres[0])?.id ?? hexId('genre', 'pop');
  const artist: ArtistRow = { id: hexId('artist', 'earshot'), name: STATION_ARTIST, genre_id: genreId };
  const album = (title: string): AlbumRow => ({
    id: hexId('album', `earshot:${title}`), title, year: 2025, label: STATION_ARTIST, artist_id: artist.id, cover_seed: rng.seed31(),
  });
  const ids = album('Station IDs');
  const promos = album(PROMO_ALBUM_TITLE);
  const tracks: TrackRow[] = [];
  const sweeperCount = small ? 8 : 20;
  for (let i = 0; i < sweeperCount; i++) {
    const style = SWEEPER_STYLES[i % SWEEPER_STYLES.length] ?? 'pop';
    tracks.push(stationTrack(rng, ids, i, { title: SWEEPER_TITLE, style, kind: 'sweeper', ms: rng.int(4000, 8000) }));
  }
  PROMOS.slice(0, small ? 4 : PROMOS.length).forEach((promo, i) => {
    tracks.push(stationTrack(rng, promos, i, { title: promo.title, style: promo.style, kind: 'ad', ms: rng.int(15000, 30000) }));
  });
  const id = hexId('channel', 'five-star');
  const fiveStar: ChannelRow = {
    id, oldid: LIMITS.fiveStarOldId, channel_uuid: uuidFor(id), name: 'Five-Star Radio',
    description: 'Your own channel of the songs you rated four or five stars. Rate 20 songs to unlock it, then filter by style or season.',
    genre_id: null, brand_id: null, christmas: 0, five_star: 1, popularity: 0, created_at: CATALOG_START,
    art_seed: rng.seed31(), featured_artist_id: null,
  };
  return { artist, albums: [ids, promos], tracks, fiveStar };
}
