import { describe, expect, it } from 'vitest';
import { type Candidate, type HistoryEntry, planNext } from './policy';

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const catalog = (artists: number, albumsPerArtist: number, tracksPerAlbum: number): Candidate[] =>
  Array.from({ length: artists * albumsPerArtist * tracksPerAlbum }, (_, i) => {
    const album = Math.floor(i / tracksPerAlbum);
    return { id: `t${i}`, album_id: `al${album}`, artist_id: `ar${Math.floor(album / albumsPerArtist)}` };
  });

const asHistory = (picks: ReturnType<typeof planNext<Candidate>>, at: number): HistoryEntry[] =>
  picks.map((p) =>
    p.kind === 'song'
      ? { track_id: p.track.id, artist_id: p.track.artist_id, album_id: p.track.album_id, kind: 'song', served_at: at }
      : { track_id: '', artist_id: '', album_id: '', kind: 'sweeper', served_at: at },
  );

describe('planNext', () => {
  it('holds the 3-hour rules across a long session on a varied channel', () => {
    const candidates = catalog(30, 2, 5);
    const history: HistoryEntry[] = [];
    const random = seeded(7);
    for (let i = 0; i < 10; i++) history.push(...asHistory(planNext({ candidates, history, count: 5, now: 1000, random }), 1000));
    const songs = history.filter((h) => h.kind === 'song');
    expect(songs).toHaveLength(50);
    expect(new Set(songs.map((s) => s.track_id)).size).toBe(50);
    const max = (key: 'artist_id' | 'album_id') => Math.max(...Object.values(songs.reduce<Record<string, number>>((m, s) => ({ ...m, [s[key]]: (m[s[key]] ?? 0) + 1 }), {})));
    expect(max('artist_id')).toBeLessThanOrEqual(4);
    expect(max('album_id')).toBeLessThanOrEqual(3);
    for (let i = 3; i < songs.length; i++) {
      const run = songs.slice(i - 3, i + 1).map((s) => s.artist_id);
      expect(new Set(run).size).toBeGreaterThan(1);
    }
  });

  it('forgets plays older than the window but never repeats a recent one', () => {
    const [t0, t1, t2] = catalog(1, 1, 3);
    const now = 4 * 3600_000;
    const entry = (c: Candidate, at: number): HistoryEntry => ({ track_id: c.id, artist_id: c.artist_id, album_id: c.album_id, kind: 'song', served_at: at });
    const history = [entry(t0, 0), entry(t1, 0), entry(t2, now - 3600_000)];
    const random = seeded(1);
    for (let i = 0; i < 50; i++) {
      const [pick] = planNext({ candidates: [t0, t1, t2], history, count: 1, now, random });
      expect(pick.kind === 'song' && pick.track.id).not.toBe(t2.id);
    }
  });

  it('still plays something on a channel too small for the rules', () => {
    const picks = planNext({ candidates: catalog(1, 1, 2), history: [], count: 5, now: 0, random: seeded(3) });
    expect(picks.filter((p) => p.kind === 'song')).toHaveLength(5);
  });

  it('inserts a station id after every four songs', () => {
    const picks = planNext({ candidates: catalog(20, 1, 5), history: [], count: 9, now: 0, random: seeded(5) });
    expect(picks.map((p) => p.kind)).toEqual(['song', 'song', 'song', 'song', 'sweeper', 'song', 'song', 'song', 'song', 'sweeper', 'song']);
  });

  it('draws in proportion to weight', () => {
    const candidates = catalog(2, 1, 1);
    let heavy = 0;
    const random = seeded(11);
    for (let i = 0; i < 400; i++) {
      const [pick] = planNext({ candidates, history: [], count: 1, now: 0, random, weight: (c) => (c.id === 't0' ? 9 : 1) });
      if (pick.kind === 'song' && pick.track.id === 't0') heavy++;
    }
    expect(heavy).toBeGreaterThan(320);
    expect(heavy).toBeLessThan(395);
  });

  it('returns nothing for an empty channel', () => {
    expect(planNext({ candidates: [], history: [], count: 5, now: 0, random: Math.random })).toEqual([]);
  });

  it('starts with a ready (already encoded) song when the rules allow one', () => {
    const candidates = catalog(10, 1, 5);
    const ready = new Set(['t7', 't31']);
    for (let seed = 0; seed < 20; seed++) {
      const picks = planNext({ candidates, history: [], count: 3, now: 0, random: seeded(seed), ready: (c) => ready.has(c.id) });
      const first = picks[0];
      expect(first.kind === 'song' && ready.has(first.track.id)).toBe(true);
    }
  });

  it('ignores a ready song that would break the rules', () => {
    const candidates = catalog(10, 1, 5);
    const [t0] = candidates;
    const history: HistoryEntry[] = [{ track_id: t0.id, artist_id: t0.artist_id, album_id: t0.album_id, kind: 'song', served_at: 0 }];
    const [pick] = planNext({ candidates, history, count: 1, now: 1000, random: seeded(2), ready: (c) => c.id === t0.id });
    expect(pick.kind === 'song' && pick.track.id).not.toBe(t0.id);
  });
});
