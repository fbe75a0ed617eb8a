import type { CatalogSize, ChannelTrackRow, TrackRow } from '../types';
import type { ChannelPlan } from './channels';
import type { Pool, PoolArtist } from './model';
import { Rng } from './prng';

/** How a channel of `tracksPerChannel` songs is spread over artists. */
export interface Spread {
  /** Most songs one artist may have on a channel. */
  cap: number;
  /** Distinct artists a channel aims for. */
  artists: number;
}

export function spreadFor(size: CatalogSize): Spread {
  const n = size.tracksPerChannel;
  const cap = Math.max(2, Math.floor(n * 0.075));
  return { cap, artists: Math.max(Math.ceil(n / cap) + 2, Math.round(n / 5.5)) };
}

const OWN_SHARE = 0.8;

/** Artists in a random order biased toward the famous (Efraimidis–Spirakis keys). */
function fameOrder(rng: Rng, artists: readonly PoolArtist[]): PoolArtist[] {
  return artists
    .map((a) => ({ a, key: Math.log(rng.next() || Number.MIN_VALUE) / a.fame }))
    .sort((x, y) => y.key - x.key)
    .map((x) => x.a);
}

/** Picks the channel's songs: mostly its own pool, some from neighbouring pools, never too many by one artist. */
export function pickChannelTracks(rng: Rng, ownArtists: PoolArtist[], nearArtists: PoolArtist[], n: number, spread: Spread): TrackRow[] {
  const own = fameOrder(rng, ownArtists);
  const near = fameOrder(rng, nearArtists);
  const order: PoolArtist[] = [];
  let i = 0;
  let j = 0;
  while (i < own.length || j < near.length) {
    const takeOwn = j >= near.length || (i < own.length && rng.chance(OWN_SHARE));
    const next = takeOwn ? own[i++] : near[j++];
    if (next) order.push(next);
  }

  const mean = n / spread.artists;
  const picked: TrackRow[] = [];
  const perArtist = new Map<PoolArtist, Set<TrackRow>>();
  for (const artist of order) {
    if (picked.length >= n) break;
    const want = Math.round(rng.normal(mean, mean * 0.5, 1, spread.cap));
    const songs = rng.sample(artist.tracks, Math.min(want, n - picked.length));
    perArtist.set(artist, new Set(songs));
    picked.push(...songs);
  }
  // Small pools: top artists up to the cap before giving up.
  for (const artist of order) {
    if (picked.length >= n) break;
    const have = perArtist.get(artist) ?? new Set<TrackRow>();
    for (const song of artist.tracks) {
      if (picked.length >= n || have.size >= spread.cap) break;
      if (have.has(song)) continue;
      have.add(song);
      picked.push(song);
    }
    perArtist.set(artist, have);
  }
  // Still short (tiny custom sizes): exceed the cap rather than ship a short channel.
  for (const artist of order) {
    if (picked.length >= n) break;
    const have = perArtist.get(artist) ?? new Set<TrackRow>();
    for (const song of artist.tracks) {
      if (picked.length >= n) break;
      if (!have.has(song)) { have.add(song); picked.push(song); }
    }
  }
  return rng.shuffle(picked);
}

/** Fills channel_tracks, ranks each channel's artists and features the best-represented one. */
export function assignChannelTracks(plans: ChannelPlan[], pools: Pool[], size: CatalogSize): ChannelTrackRow[] {
  const byKey = new Map(pools.map((p) => [p.key, p]));
  const nearArtists = new Map(pools.map((p) => [p.key, p.near.flatMap((k) => byKey.get(k)?.artists ?? [])]));
  const spread = spreadFor(size);
  const rows: ChannelTrackRow[] = [];
  for (const plan of plans) {
    const rng = new Rng(`channel-tracks:${plan.row.id}`);
    const tracks = pickChannelTracks(rng, plan.pool.artists, nearArtists.get(plan.pool.key) ?? [], size.tracksPerChannel, spread);
    const counts = new Map<string, number>();
    tracks.forEach((t, position) => {
      rows.push({ channel_id: plan.row.id, track_id: t.id, position });
      counts.set(t.artist_id, (counts.get(t.artist_id) ?? 0) + 1);
    });
    plan.topArtists = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id);
    plan.row.featured_artist_id = plan.topArtists[0] ?? null;
  }
  return rows;
}
