import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asHistory, catalog, seeded, songEntry } from '../../../test/catalogs';
import { planNext } from './plan';
import { tilt } from './liking';
import { type Candidate, DEFAULT_POLICY, type HistoryEntry } from './policy';

const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return Math.max(...counts.values());
};

describe('planNext', () => {
  it('holds the 3-hour rules across a long session on a varied channel', () => {
    const candidates = catalog(30, 2, 5);
    const history: HistoryEntry[] = [];
    const random = seeded(7);
    for (let i = 0; i < 10; i++) history.push(...asHistory(planNext({ candidates, history, count: 5, now: 1000, random }), 1000));
    const songs = history.filter((h) => h.kind === 'song');
    expect(songs).toHaveLength(50);
    expect(new Set(songs.map((s) => s.track_id)).size).toBe(50);
    expect(countBy(songs.map((s) => s.artist_id))).toBeLessThanOrEqual(4);
    expect(countBy(songs.map((s) => s.album_id))).toBeLessThanOrEqual(3);
  });

  it('forgets plays older than the window but never repeats a recent one', () => {
    const [t0, t1, t2] = catalog(1, 1, 3);
    const now = 4 * 3600_000;
    const history = [songEntry(t0, 0), songEntry(t1, 0), songEntry(t2, now - 3600_000)];
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

  it('counts station ids by the songs heard: songs sent ahead and dropped bring none early', () => {
    const candidates = catalog(20, 1, 5);
    const [t0, t1, t2, t3] = candidates;
    const dropped = (c: Candidate) => ({ ...songEntry(c, 0), heard: false });
    const afterReload = planNext({ candidates, history: [songEntry(t0, 0), dropped(t1), dropped(t2), dropped(t3)], count: 1, now: 1, random: seeded(1) });
    expect(afterReload.map((p) => p.kind)).toEqual(['song']);
    const afterFour = planNext({ candidates, history: [t0, t1, t2, t3].map((c) => songEntry(c, 0)), count: 1, now: 1, random: seeded(1) });
    expect(afterFour.map((p) => p.kind)).toEqual(['sweeper', 'song']);
  });

  it('counts a run of one album by the songs heard: a song sent ahead and dropped between two of them parts nothing on the air', () => {
    // al0 (t0–t2) and al1 (t3–t5): the listener heard t0; t3 was sent ahead and dropped by a reload.
    const candidates = catalog(2, 1, 3);
    const [t0, , , t3] = candidates;
    const history = [songEntry(t0, 0), { ...songEntry(t3, 0), heard: false }];
    // Only al0 has weight: the draw takes it whenever the rules allow it.
    const picks = planNext({ candidates, history, count: 2, now: 1, random: seeded(1), weight: (c) => (c.album_id === t0.album_id ? 1 : 0) });
    const onAir = [t0, ...picks.flatMap((p) => (p.kind === 'song' ? [p.track] : []))].map((c) => c.album_id);
    expect(onAir).toEqual(['al0', 'al0', 'al1']);
  });

  it('opens a batch with an ad break once the music heard has earned one, and none when ads are off', () => {
    const candidates = catalog(20, 1, 5);
    const plan = (heardMs: number, breaks: number) =>
      planNext({ candidates, history: [], count: 5, now: 0, random: seeded(5), ads: { afterMs: 7 * 60_000, heardMs, breaks } }).map((p) => p.kind);
    expect(plan(6 * 60_000, 0)[0]).toBe('song');
    expect(plan(7 * 60_000, 0)[0]).toBe('ad');
    // The break already taken: the next is earned at 14 minutes.
    expect(plan(8 * 60_000, 1)[0]).toBe('song');
    const without = planNext({ candidates, history: [], count: 6, now: 0, random: seeded(5), ads: null });
    expect(without.some((p) => p.kind === 'ad')).toBe(false);
  });

  it('ends the batch with the song after which the next break is due, so the break waits for that music to be heard', () => {
    const candidates = catalog(20, 1, 5);
    // Three-minute songs, a break per 7 minutes: 1 minute heard, so the third song earns the next one.
    const fresh = planNext({ candidates, history: [], count: 5, now: 0, random: seeded(5), ads: { afterMs: 7 * 60_000, heardMs: 60_000, breaks: 0 } });
    expect(fresh.map((p) => p.kind)).toEqual(['song', 'song']);
    const due = planNext({ candidates, history: [], count: 5, now: 0, random: seeded(5), ads: { afterMs: 7 * 60_000, heardMs: 7 * 60_000, breaks: 0 } });
    expect(due.map((p) => p.kind)).toEqual(['ad', 'song', 'song', 'song']);
  });

  it('never places an ad break after a song of the same batch', async () => {
    await fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 * 60_000 }), fc.nat(3_000_000), fc.nat(5), fc.nat(), (afterMs, heardMs, breaks, seed) => {
        const picks = planNext({ candidates: catalog(20, 1, 5), history: [], count: 5, now: 0, random: seeded(seed), ads: { afterMs, heardMs, breaks } });
        expect(picks.slice(1).some((p) => p.kind === 'ad')).toBe(false);
        expect(picks.some((p) => p.kind === 'song')).toBe(true);
      }),
    );
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

  it('weights 5-star songs above unrated ones and 1-star songs far below', () => {
    const [five, unrated, one] = catalog(3, 1, 1);
    const rating = new Map([[five.id, 5], [one.id, 1]]);
    const tally = new Map<string, number>();
    const random = seeded(4);
    for (let i = 0; i < 3000; i++) {
      const [pick] = planNext({ candidates: [five, unrated, one], history: [], count: 1, now: 0, random, weight: (c) => tilt(DEFAULT_POLICY, { rating: rating.get(c.id), likedArtist: false, fiveStar: false }).weight });
      if (pick.kind === 'song') tally.set(pick.track.id, (tally.get(pick.track.id) ?? 0) + 1);
    }
    const times = (id: string) => tally.get(id) ?? 0;
    expect(times(five.id)).toBeGreaterThan(2 * times(unrated.id));
    expect(times(one.id)).toBeLessThan(times(unrated.id) / 5);
  });

  it('returns nothing for an empty channel', () => {
    expect(planNext({ candidates: [], history: [], count: 5, now: 0, random: Math.random })).toEqual([]);
  });

  it('starts with a ready (already encoded) song when the rules allow one', () => {
    const candidates = catalog(10, 1, 5);
    const ready = new Set(['t7', 't31']);
    for (let seed = 0; seed < 20; seed++) {
      const picks = planNext({ candidates, history: [], count: 3, now: 0, random: seeded(seed), ready: (c: Candidate) => ready.has(c.id) });
      const first = picks[0];
      expect(first.kind === 'song' && ready.has(first.track.id)).toBe(true);
    }
  });

  it('ignores a ready song that would break the rules', () => {
    const candidates = catalog(10, 1, 5);
    const [t0] = candidates;
    const [pick] = planNext({ candidates, history: [songEntry(t0, 0)], count: 1, now: 1000, random: seeded(2), ready: (c) => c.id === t0.id });
    expect(pick.kind === 'song' && pick.track.id).not.toBe(t0.id);
  });
});
