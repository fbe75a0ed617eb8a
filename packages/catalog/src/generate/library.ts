import type { AlbumRow, TrackRow } from '../types';
import type { Pool, PoolArtist, LibraryRows } from './model';
import { hexId, trackId } from './ids';
import { Rng } from './prng';
import { MAX_TRACK_MS, MIN_TRACK_MS, STYLE_STATS } from './styles';
import { artistName, type ArtistName } from './names/artists';
import { albumTitle, songTitle } from './names/titles';
import { concertProgramme, isConcertVocab, type TitledTrack } from './names/concert-titles';
import { christmasAlbumTitle, christmasSong } from './names/christmas-titles';
import { composerCredit, cultureOf, personName } from './names/people';
import { labelNames, registrantCode } from './names/labels';

interface AlbumContent { title: string; tracks: TitledTrack[] }

/** Builds artists, albums and tracks pool by pool, keeping names and ISRCs unique across the catalog. */
export class Library {
  readonly rows: LibraryRows = { artists: [], albums: [], tracks: [] };
  private readonly usedNames = new Set<string>();
  private readonly isrcNext = new Map<string, number>();
  private readonly concertComposers: string[];
  private readonly filmComposers: string[];

  constructor() {
    const rng = new Rng('composers');
    this.concertComposers = Array.from({ length: 70 }, () => personName(rng, 'european'));
    this.filmComposers = Array.from({ length: 30 }, () => personName(rng, 'anglo'));
  }

  /** Adds `artistCount` artists to the pool, with about `tracksPerArtist` songs each. */
  fillPool(pool: Pool, artistCount: number, tracksPerArtist: number): void {
    const rng = new Rng(`pool:${pool.key}`);
    const labels = labelNames(rng, pool.vocab, Math.min(12, Math.max(3, Math.round(artistCount / 8))));
    for (let a = 0; a < artistCount; a++) {
      const name = this.uniqueArtistName(rng, pool);
      const row = { id: hexId('artist', `${pool.key}:${a}:${name.name}`), name: name.name, genre_id: pool.genre.id };
      this.rows.artists.push(row);
      const artist: PoolArtist = { row, tracks: [], fame: Math.exp(rng.normal(0, 0.9, -2.5, 2.5)) };
      const total = Math.round(rng.normal(tracksPerArtist, tracksPerArtist * 0.35, 2, tracksPerArtist * 1.8));
      const albumCount = Math.max(1, Math.round(total / rng.int(4, 6)));
      const primaryLabel = rng.pick(labels);
      const [y0, y1] = pool.years;
      let year = rng.int(y0, Math.max(y0, y1 - 3));
      for (let i = 0; i < albumCount; i++) {
        if (i > 0) year = Math.min(y1, year + rng.int(1, 4));
        const size = Math.max(1, Math.round(total / albumCount) + rng.int(-1, 1));
        const content = this.albumContent(rng, pool, name, size, i, albumCount);
        const album: AlbumRow = {
          id: hexId('album', `${row.id}:${i}`), title: content.title, year,
          label: rng.chance(0.8) ? primaryLabel : rng.pick(labels), artist_id: row.id, cover_seed: rng.seed31(),
        };
        this.rows.albums.push(album);
        content.tracks.forEach((t, k) => {
          const track = this.track(rng, pool, album, t, k);
          this.rows.tracks.push(track);
          artist.tracks.push(track);
        });
      }
      pool.artists.push(artist);
    }
  }

  private uniqueArtistName(rng: Rng, pool: Pool): ArtistName {
    for (let tries = 0; tries < 30; tries++) {
      const candidate = artistName(rng, pool.vocab);
      const key = candidate.name.toLowerCase();
      if (!this.usedNames.has(key) && key !== 'earshot') {
        this.usedNames.add(key);
        return candidate;
      }
    }
    // Name space exhausted for this idiom: a middle initial keeps it plausible and unique.
    for (let n = 0; ; n++) {
      const base = personName(rng, cultureOf(pool.vocab)).split(' ');
      const name = `${base[0]} ${String.fromCharCode(65 + (n % 26))}. ${base.slice(1).join(' ')}`;
      if (!this.usedNames.has(name.toLowerCase())) {
        this.usedNames.add(name.toLowerCase());
        return { name, person: name };
      }
    }
  }

  private albumContent(rng: Rng, pool: Pool, artist: ArtistName, size: number, index: number, total: number): AlbumContent {
    const culture = cultureOf(pool.vocab);
    if (pool.christmas) {
      const titles = distinctTitles(size, () => christmasSong(rng));
      const tracks = titles.map((s) => ({
        title: s.title,
        composer: s.traditional ? (rng.chance(0.3) ? `Traditional, arr. ${personName(rng, culture)}` : 'Traditional') : composerCredit(rng, culture, artist.person),
      }));
      return { title: christmasAlbumTitle(rng, artist.name, pool.flavourLabel ?? 'Holiday'), tracks };
    }
    if (isConcertVocab(pool.vocab)) {
      const composers = pool.vocab === 'film' ? this.filmComposers : this.concertComposers;
      return concertProgramme(rng, pool.vocab, size, composers, artist.person);
    }
    const titles = distinctTitles(size, () => ({ title: songTitle(rng, pool.vocab) }));
    const tracks = titles.map((t) => ({ title: t.title, composer: composerCredit(rng, culture, artist.person) }));
    const title = albumTitle(rng, pool.vocab, { artist: artist.name, index, total, trackTitles: tracks.map((t) => t.title) });
    return { title, tracks };
  }

  private track(rng: Rng, pool: Pool, album: AlbumRow, t: TitledTrack, k: number): TrackRow {
    const stats = STYLE_STATS[pool.style];
    const seconds = rng.normal(stats.seconds, 40, MIN_TRACK_MS / 1000, MAX_TRACK_MS / 1000 - 1);
    const vintage = album.year < 1990 ? 0.8 : 0;
    const gain = rng.normal(stats.gain + vintage, 0.8, -3, 3);
    return {
      id: trackId(album.id, k),
      title: t.title,
      artist_id: album.artist_id,
      album_id: album.id,
      composer: t.composer,
      duration_ms: Math.floor(seconds * 1000) + rng.int(0, 999),
      isrc: this.isrc(album),
      christmas: pool.christmas ? 1 : 0,
      gain_db: Math.round(gain * 10) / 10,
      style: pool.style,
      seed: rng.seed31(),
      kind: 'song',
    };
  }

  private isrc(album: AlbumRow): string {
    const code = registrantCode(album.label);
    const yy = String(album.year % 100).padStart(2, '0');
    const key = `${code}-${yy}`;
    const next = this.isrcNext.get(key) ?? 101;
    this.isrcNext.set(key, next + 1);
    return `US-${code}-${yy}-${String(next).padStart(5, '0')}`;
  }
}

function distinctTitles<T extends { title: string }>(count: number, make: () => T): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < count * 6; tries++) {
    const item = make();
    if (seen.has(item.title)) continue;
    seen.add(item.title);
    out.push(item);
  }
  return out;
}
