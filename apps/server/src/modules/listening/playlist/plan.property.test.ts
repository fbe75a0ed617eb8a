import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../test/catalogs';
import { type Bans, composeCandidates } from './candidates';
import { planNext } from './plan';
import { type Candidate, DEFAULT_POLICY, type HistoryEntry } from './policy';

const policy = DEFAULT_POLICY;

/** A catalog: per artist, per album, the songs' lengths in seconds. */
const catalogArb = fc.array(fc.array(fc.array(fc.integer({ min: 90, max: 420 }), { minLength: 1, maxLength: 7 }), { minLength: 1, maxLength: 3 }), {
  minLength: 1,
  maxLength: 40,
});
/** Catalogs of the size of a real channel (a few dozen artists), which may still fall short of room for the rules. */
const channelSizedArb = fc.array(fc.array(fc.array(fc.integer({ min: 150, max: 420 }), { minLength: 1, maxLength: 7 }), { minLength: 1, maxLength: 3 }), {
  minLength: 20,
  maxLength: 40,
});

function build(shape: number[][][]): Candidate[] {
  return shape.flatMap((albums, a) =>
    albums.flatMap((songs, b) => songs.map((seconds, s) => ({ id: `t${a}.${b}.${s}`, artist_id: `ar${a}`, album_id: `al${a}.${b}`, duration_ms: seconds * 1000 }))),
  );
}

/** Whether the catalog can always satisfy the rules: enough artists, each with enough albums and songs to rotate. */
function roomy(candidates: Candidate[]): boolean {
  const albumsByArtist = new Map<string, Map<string, number>>();
  for (const c of candidates) {
    const albums = albumsByArtist.get(c.artist_id) ?? new Map<string, number>();
    albums.set(c.album_id, (albums.get(c.album_id) ?? 0) + 1);
    albumsByArtist.set(c.artist_id, albums);
  }
  const shortest = Math.min(...candidates.map((c) => c.duration_ms));
  const songsPerWindow = Math.ceil(policy.windowMs / shortest) + 5;
  const rotating = [...albumsByArtist.values()].filter((albums) => [...albums.values()].filter((n) => n >= 2).length >= 2).length;
  return rotating * policy.maxPerArtist >= songsPerWindow + 2 * policy.maxPerArtist;
}

interface Served extends HistoryEntry {
  skipped: boolean;
  /** How much of it was heard: all of it unless skipped. */
  music_ms: number;
}

interface Listening {
  skipChance: number;
  /** How often a batch is cut short by a reload or a switch: the song on is left part-way, the rest were sent ahead and are dropped unheard. */
  dropChance?: number;
  seed: number;
  adBreakAfterMs?: number | null;
  /** How much likelier the album last heard is drawn again: weights that press on the rules, as ratings may. */
  pressure?: number;
}

/**
 * A listener's stream as the server builds it: batches fetched as the queue runs out, every song
 * heard in full, skipped part-way, or (after a reload) never heard, the clock moving on by what was
 * heard, and the ad meter fed by what was heard.
 */
function listen(candidates: Candidate[], hours: number, { skipChance, dropChance = 0, seed, adBreakAfterMs = null, pressure = 1 }: Listening): Served[] {
  const random = seeded(seed);
  const stream: Served[] = [];
  let now = 0;
  while (now < hours * 3600_000) {
    const history = stream.filter((h) => h.served_at >= now - policy.windowMs);
    const heardMs = history.reduce((ms, h) => ms + h.music_ms, 0);
    const breaks = history.filter((h) => h.kind === 'ad' && h.heard).length;
    const ads = adBreakAfterMs === null ? null : { afterMs: adBreakAfterMs, heardMs, breaks };
    const lastHeard = history.findLast((h) => h.kind === 'song' && h.heard);
    const weight = (c: Candidate) => (c.album_id === lastHeard?.album_id ? pressure : 1);
    const picks = planNext({ candidates, history, count: 5, now, random, policy, ads, weight });
    const reloadAt = random() < dropChance ? Math.floor(random() * picks.length) : picks.length;
    for (const [i, p] of picks.entries()) {
      const heard = i <= reloadAt;
      if (p.kind !== 'song') {
        stream.push({ track_id: '', artist_id: '', album_id: '', kind: p.kind, served_at: now + i, heard, music_ms: 0, skipped: false });
        continue;
      }
      const skipped = heard && random() < skipChance;
      const musicMs = !heard ? 0 : skipped || i === reloadAt ? Math.floor(random() * p.track.duration_ms) : p.track.duration_ms;
      stream.push({ track_id: p.track.id, artist_id: p.track.artist_id, album_id: p.track.album_id, kind: 'song', served_at: now + i, heard, music_ms: musicMs, skipped });
    }
    now += Math.max(1, stream.slice(-picks.length).reduce((ms, s) => ms + s.music_ms, 0));
  }
  return stream;
}

function longestRun(values: string[]): number {
  let best = 0;
  let run = 0;
  values.forEach((v, i) => {
    run = i > 0 && values[i - 1] === v ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/** What broke the rules in what went on the air: songs dropped unheard were never transmitted. */
function ruleBreaks(stream: Served[]): string[] {
  const songs = stream.filter((s) => s.kind === 'song' && s.heard);
  const problems: string[] = [];
  if (longestRun(songs.map((s) => s.artist_id)) > policy.maxArtistInRow) problems.push('artist in a row');
  if (longestRun(songs.map((s) => s.album_id)) > policy.maxAlbumInRow) problems.push('album in a row');
  for (const song of songs) {
    const window = songs.filter((s) => s.served_at > song.served_at - policy.windowMs && s.served_at <= song.served_at);
    const most = (key: 'artist_id' | 'album_id' | 'track_id') => {
      const counts = new Map<string, number>();
      for (const s of window) counts.set(s[key], (counts.get(s[key]) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    if (most('artist_id') > policy.maxPerArtist) problems.push(`artist ${most('artist_id')}× in 3 h`);
    if (most('album_id') > policy.maxPerAlbum) problems.push(`album ${most('album_id')}× in 3 h`);
    if (most('track_id') > 1) problems.push('repeat within 3 h');
  }
  return [...new Set(problems)];
}

describe('the 3-hour rules, for any catalog, bans and skips', () => {
  it('hold in every window of a six-hour stream, reloads and all, whenever the channel leaves room for them', async () => {
    await fc.assert(
      fc.property(channelSizedArb, fc.double({ min: 0, max: 0.6, noNaN: true }), fc.double({ min: 0, max: 0.5, noNaN: true }), fc.integer({ min: 1, max: 100 }), fc.nat(), (shape, skipChance, dropChance, pressure, seed) => {
        const candidates = build(shape);
        fc.pre(roomy(candidates));
        expect(ruleBreaks(listen(candidates, 6, { skipChance, dropChance, pressure, seed }))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('never play a banned song or a banned artist, and keep playing whatever is left', async () => {
    await fc.assert(
      fc.property(catalogArb, fc.nat(), fc.nat(), fc.double({ min: 0, max: 0.6, noNaN: true }), fc.nat(), (shape, banTrackSeed, banArtistSeed, skipChance, seed) => {
        const all = build(shape);
        const pickSome = (ids: string[], s: number) => new Set(ids.filter((_, i) => (s >> i % 30) & 1 && i % 3 === 0));
        const bans: Bans = {
          trackIds: pickSome(all.map((c) => c.id), banTrackSeed),
          artistIds: pickSome([...new Set(all.map((c) => c.artist_id))], banArtistSeed),
        };
        const candidates = composeCandidates([all], bans);
        const songs = listen(candidates, 1, { skipChance, seed }).filter((s) => s.kind === 'song');
        expect(songs.some((s) => bans.trackIds.has(s.track_id) || bans.artistIds.has(s.artist_id))).toBe(false);
        expect(songs.length > 0).toBe(candidates.length > 0);
      }),
      { numRuns: 60 },
    );
  });

  it('give logged-in listeners about a third fewer ad minutes', async () => {
    await fc.assert(
      fc.property(catalogArb, fc.nat(), (shape, seed) => {
        const candidates = build(shape);
        const adBreaks = (after: number) => listen(candidates, 24, { skipChance: 0, seed, adBreakAfterMs: after }).filter((s) => s.kind === 'ad').length;
        const anonymous = adBreaks(policy.adBreakAfterMusicMs.anonymous);
        const loggedIn = adBreaks(policy.adBreakAfterMusicMs.loggedIn);
        expect(anonymous).toBeGreaterThan(100);
        expect(loggedIn / anonymous).toBeGreaterThan(0.6);
        expect(loggedIn / anonymous).toBeLessThan(0.72);
      }),
      { numRuns: 10 },
    );
  });
});
