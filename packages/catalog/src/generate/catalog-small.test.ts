import { describe, expect, it } from 'vitest';
import { TEST_CATALOG } from '../types';
import { generateCatalog } from './catalog';
import { channelStats } from './catalog-test-helpers';

describe('test-size catalog', () => {
  const c = generateCatalog(TEST_CATALOG);

  it('is byte-for-byte deterministic', () => {
    expect(JSON.stringify(generateCatalog(TEST_CATALOG))).toBe(JSON.stringify(c));
    const mid = { channels: 150, tracksPerChannel: 90 };
    expect(JSON.stringify(generateCatalog(mid))).toBe(JSON.stringify(generateCatalog(mid)));
  });

  it('depends on the size asked for', () => {
    expect(generateCatalog({ channels: 30, tracksPerChannel: 20 }).channels).toHaveLength(31);
  });

  it('still has every kind of content the API serves', () => {
    expect(c.channels.filter((ch) => ch.five_star === 0)).toHaveLength(TEST_CATALOG.channels);
    expect(c.channels.find((ch) => ch.oldid === 4605)?.five_star).toBe(1);
    expect(c.channels.filter((ch) => ch.christmas === 1).length).toBeGreaterThanOrEqual(3);
    expect(c.genres.length).toBeGreaterThanOrEqual(10);
    expect(c.brands.map((b) => b.param)).toContain('maggotbrain');
    expect(c.homeSections[0]?.param).toBe('mostpopular');
    expect(c.tracks.some((t) => t.kind === 'sweeper' && t.title === 'sweeper')).toBe(true);
    expect(c.tracks.some((t) => t.kind === 'ad')).toBe(true);
    for (const kind of ['workday', 'holiday'] as const) expect(c.moodGroups.some((g) => g.kind === kind)).toBe(true);
  });

  it('leaves no brand, section, mood group or genre empty', () => {
    for (const b of c.brands) expect(c.channels.some((ch) => ch.brand_id === b.id), b.param).toBe(true);
    for (const s of c.homeSections) expect(c.homeSectionChannels.some((r) => r.section_id === s.id), s.param).toBe(true);
    for (const g of c.moodGroups) expect(c.moodGroupChannels.some((r) => r.group_id === g.id), g.param).toBe(true);
    for (const g of c.genres) expect(c.channels.some((ch) => ch.genre_id === g.id), g.param).toBe(true);
  });

  it('fills every channel and caps each artist at three songs of forty', () => {
    const stats = channelStats(c);
    for (const ch of c.channels.filter((x) => x.five_star === 0)) {
      const s = stats.get(ch.id);
      expect(s?.tracks.length, ch.name).toBe(TEST_CATALOG.tracksPerChannel);
      expect(Math.max(...(s?.artists.values() ?? [99]))).toBeLessThanOrEqual(3);
    }
  });

  it('rejects nonsensical sizes', () => {
    expect(() => generateCatalog({ channels: 0, tracksPerChannel: 10 })).toThrow();
    expect(() => generateCatalog({ channels: 10, tracksPerChannel: 1.5 })).toThrow();
  });
});
