import { MOOD_LIMITS } from '@earshot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_CATALOG, type CatalogData } from '../types';
import { generateCatalog } from './catalog';
import { channelStats, uniqueBy } from './catalog-test-helpers';

const HEX24 = /^[0-9a-f]{24}$/;
let c: CatalogData;
let ms = 0;

beforeAll(() => {
  const t0 = performance.now();
  c = generateCatalog(FULL_CATALOG);
  ms = performance.now() - t0;
});

const curated = (): CatalogData['channels'] => c.channels.filter((ch) => ch.five_star === 0);

describe('full demo catalog', () => {
  it('is generated well within the start-up budget', () => {
    expect(ms).toBeLessThan(5000);
  });

  it('has the advertised size', () => {
    expect(curated()).toHaveLength(FULL_CATALOG.channels);
    expect(c.genres.length).toBeGreaterThanOrEqual(50);
    // The holiday page says there are over this many.
    expect(c.channels.filter((ch) => ch.christmas === 1).length).toBeGreaterThan(MOOD_LIMITS.christmasChannelsClaim);
    expect(c.artists.length).toBeGreaterThan(2000);
    expect(c.albums.length).toBeGreaterThan(5000);
    expect(c.tracks.filter((t) => t.kind === 'song').length).toBeGreaterThan(20000);
    expect(c.channelTracks).toHaveLength(FULL_CATALOG.channels * FULL_CATALOG.tracksPerChannel);
  });

  it('uses unique, well-formed ids, oldids, uuids and params', () => {
    const tables: ReadonlyArray<ReadonlyArray<{ id: string }>> = [c.genres, c.brands, c.artists, c.albums, c.tracks, c.channels, c.homeSections, c.moodGroups];
    for (const rows of tables) {
      expect(uniqueBy(rows, (r) => r.id)).toBe(true);
      expect(rows.filter((r) => !HEX24.test(r.id))).toEqual([]);
    }
    expect(uniqueBy(c.channels, (ch) => ch.oldid)).toBe(true);
    expect(c.channels.every((ch) => Number.isInteger(ch.oldid) && ch.oldid > 0)).toBe(true);
    expect(uniqueBy(c.channels, (ch) => ch.channel_uuid)).toBe(true);
    expect(uniqueBy(c.channels, (ch) => ch.name.toLowerCase())).toBe(true);
    expect(uniqueBy(c.artists, (a) => a.name.toLowerCase())).toBe(true);
    // Genres and brands share the /:param/ route, so their params must not collide.
    expect(uniqueBy([...c.genres, ...c.brands], (r) => r.param)).toBe(true);
    for (const g of c.genres) expect(g.param).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(uniqueBy(c.tracks, (t) => t.isrc)).toBe(true);
  });

  it('has the Five-Star channel with no fixed track list', () => {
    const five = c.channels.find((ch) => ch.oldid === 4605);
    expect(five).toMatchObject({ five_star: 1, name: 'Five-Star Radio', genre_id: null });
    expect(c.channels.filter((ch) => ch.five_star === 1)).toHaveLength(1);
    expect(c.channelTracks.some((r) => r.channel_id === five?.id)).toBe(false);
  });

  it('gives every channel many artists and albums so the 3-hour radio rules can hold', () => {
    const stats = channelStats(c);
    const n = FULL_CATALOG.tracksPerChannel;
    const problems = curated().flatMap((ch) => {
      const s = stats.get(ch.id);
      if (!s) return [`${ch.name}: no tracks`];
      const issues: string[] = [];
      if (s.tracks.length !== n || new Set(s.tracks).size !== n || s.tracks.includes(undefined as never)) issues.push('track count/positions');
      if (s.artists.size < 40) issues.push(`${s.artists.size} artists`);
      if (Math.max(...s.artists.values()) > n * 0.08) issues.push('one artist dominates');
      if (s.albums.size < 60) issues.push(`${s.albums.size} albums`);
      if (!ch.featured_artist_id || !s.artists.has(ch.featured_artist_id)) issues.push('featured artist not on channel');
      return issues.map((i) => `${ch.name}: ${i}`);
    });
    expect(problems).toEqual([]);
  });

  it('keeps every reference intact: tracks to albums of their own artist, rows to existing channels', () => {
    const albums = new Map(c.albums.map((a) => [a.id, a]));
    const artists = new Set(c.artists.map((a) => a.id));
    const genres = new Set(c.genres.map((g) => g.id));
    expect(c.tracks.filter((t) => albums.get(t.album_id)?.artist_id !== t.artist_id)).toEqual([]);
    expect(c.albums.filter((a) => !artists.has(a.artist_id))).toEqual([]);
    expect(c.artists.filter((a) => !genres.has(a.genre_id))).toEqual([]);
    const channels = new Set(c.channels.map((ch) => ch.id));
    const rows = [...c.channelTracks, ...c.keywords, ...c.homeSectionChannels, ...c.moodGroupChannels];
    expect(rows.filter((r) => !channels.has(r.channel_id))).toEqual([]);
    const brands = new Set(c.brands.map((b) => b.id));
    expect(c.channels.filter((ch) => ch.brand_id !== null && !brands.has(ch.brand_id))).toEqual([]);
  });

  it('fills track fields with plausible values', () => {
    const songs = c.tracks.filter((x) => x.kind === 'song');
    expect(songs.filter((t) => t.duration_ms < 150_000 || t.duration_ms > 330_000)).toEqual([]);
    expect(songs.filter((t) => !/^US-[A-Z0-9]{3}-\d{2}-\d{5}$/.test(t.isrc))).toEqual([]);
    expect(songs.filter((t) => Math.abs(t.gain_db) > 3)).toEqual([]);
    expect(songs.filter((t) => !Number.isInteger(t.seed) || t.seed < 0 || t.seed > 0x7fffffff)).toEqual([]);
    expect(songs.filter((t) => !t.title || !t.composer)).toEqual([]);
    expect(c.albums.filter((a) => a.year < 1950 || a.year > 2025 || !a.label || !a.title)).toEqual([]);
    // Loudness corrections should actually vary, in both directions.
    expect(songs.some((t) => t.gain_db < -1) && songs.some((t) => t.gain_db > 1)).toBe(true);
  });

  it('plays only Christmas music on Christmas channels and none elsewhere', () => {
    const tracks = new Map(c.tracks.map((t) => [t.id, t]));
    const channels = new Map(c.channels.map((ch) => [ch.id, ch]));
    const wrong = c.channelTracks.filter((row) => {
      const t = tracks.get(row.track_id);
      const ch = channels.get(row.channel_id);
      return t?.christmas !== ch?.christmas || (ch?.christmas === 1 && t?.style !== 'christmas');
    });
    expect(wrong).toEqual([]);
  });

  it('writes channel descriptions of 60–200 characters, some longer than the 97-character cut', () => {
    expect(c.channels.filter((ch) => ch.description.length < 60 || ch.description.length > 200).map((ch) => ch.description)).toEqual([]);
    expect(c.channels.filter((ch) => ch.description.length > 97).length).toBeGreaterThan(100);
    expect(c.channels.every((ch) => ch.created_at < Date.UTC(2026, 0, 1) && ch.created_at >= Date.UTC(2020, 0, 1))).toBe(true);
  });

  it('has sweepers and house promos outside every channel', () => {
    const earshot = c.artists.find((a) => a.name === 'Earshot');
    const sweepers = c.tracks.filter((t) => t.kind === 'sweeper');
    const ads = c.tracks.filter((t) => t.kind === 'ad');
    expect(sweepers.length).toBeGreaterThanOrEqual(20);
    expect(ads.length).toBeGreaterThanOrEqual(8);
    for (const t of sweepers) {
      expect(t).toMatchObject({ title: 'sweeper', artist_id: earshot?.id });
      expect(t.duration_ms).toBeGreaterThanOrEqual(4000);
      expect(t.duration_ms).toBeLessThanOrEqual(8000);
    }
    for (const t of ads) expect(t.duration_ms >= 15000 && t.duration_ms <= 30000 && t.artist_id === earshot?.id).toBe(true);
    const inChannels = new Set(c.channelTracks.map((r) => r.track_id));
    expect([...sweepers, ...ads].some((t) => inChannels.has(t.id))).toBe(false);
  });

  it('has featured brands of 6–20 channels, including maggotbrain', () => {
    expect(c.brands.map((b) => b.param)).toContain('maggotbrain');
    expect(c.brands.length).toBeGreaterThanOrEqual(10);
    const todays = c.brands.filter((b) => b.is_today === 1).length;
    expect(todays).toBeGreaterThanOrEqual(4);
    expect(todays).toBeLessThanOrEqual(8);
    for (const b of c.brands) {
      const n = c.channels.filter((ch) => ch.brand_id === b.id).length;
      expect(n, b.param).toBeGreaterThanOrEqual(6);
      expect(n, b.param).toBeLessThanOrEqual(20);
      expect(b.description_html).toMatch(/^<p>.*<\/p>$/);
    }
    expect(c.brands.some((b) => b.article_html !== null)).toBe(true);
  });

  it('has about 300 keywords, each on several channels', () => {
    const counts = new Map<string, number>();
    for (const k of c.keywords) counts.set(k.keyword, (counts.get(k.keyword) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(300);
    expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(3);
    expect(uniqueBy(c.keywords, (k) => `${k.keyword}|${k.channel_id}`)).toBe(true);
  });

  it('has home sections led by Most Popular, and mood groups of 8–16 channels', () => {
    expect(c.homeSections[0]).toMatchObject({ param: 'mostpopular', name: 'Most Popular' });
    expect(c.homeSections.length).toBeGreaterThanOrEqual(6);
    for (const s of c.homeSections) {
      const n = c.homeSectionChannels.filter((r) => r.section_id === s.id).length;
      expect(n, s.param).toBeGreaterThanOrEqual(10);
      expect(n, s.param).toBeLessThanOrEqual(24);
    }
    const christmas = new Set(c.channels.filter((ch) => ch.christmas).map((ch) => ch.id));
    for (const g of c.moodGroups) {
      const rows = c.moodGroupChannels.filter((r) => r.group_id === g.id);
      expect(rows.length, g.param).toBeGreaterThanOrEqual(8);
      expect(rows.length, g.param).toBeLessThanOrEqual(16);
      expect(rows.every((r) => christmas.has(r.channel_id) === (g.kind === 'holiday')), g.param).toBe(true);
    }
    expect(c.moodGroups.filter((g) => g.kind === 'workday').length).toBeGreaterThanOrEqual(6);
    expect(c.moodGroups.filter((g) => g.kind === 'holiday').length).toBeGreaterThanOrEqual(6);
    expect(c.moodGroups.some((g) => g.kind === 'holiday' && g.description.startsWith('*'))).toBe(true);
  });
});
