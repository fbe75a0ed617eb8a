import { generateCatalog } from '@earshot/catalog';
import { planNext } from '../apps/server/src/modules/listening/playlist/plan';
import { type Candidate, DEFAULT_POLICY, type HistoryEntry, type Pick } from '../apps/server/src/modules/listening/playlist/policy';
import { asHistory, seeded } from '../apps/server/src/test/catalogs';
import { type Row, summarize } from './stats';

const DAY_MS = 24 * 3600_000;
const BATCH = 5;

type Planner = (candidates: Candidate[], history: HistoryEntry[], now: number, random: () => number) => Pick<Candidate>[];

/** The engine for one listener's day, who hears every song in full: the music heard is the time gone by. */
function engine(): Planner {
  let breaks = 0;
  return (candidates, history, now, random) => {
    const ads = { afterMs: DEFAULT_POLICY.adBreakAfterMusicMs.anonymous, heardMs: now, breaks };
    const picks = planNext({ candidates, history, count: BATCH, now, random, ads });
    breaks += picks.filter((p) => p.kind === 'ad').length;
    return picks;
  };
}

/** The baseline: songs drawn uniformly at random, no rules, no station ids or ads. */
const uniform = (): Planner => (candidates, _history, _now, random) =>
  Array.from({ length: BATCH }, () => ({ kind: 'song' as const, track: candidates[Math.floor(random() * candidates.length)] }));

/** One listener's day on one channel, fetched in batches as the player does; returns the songs scheduled. */
function scheduleDay(plan: Planner, candidates: Candidate[], random: () => number): number {
  const history: HistoryEntry[] = [];
  let now = 0;
  let songs = 0;
  while (now < DAY_MS) {
    // Served all at once when the batch is fetched, as the server records them.
    const picks = plan(candidates, history, now, random);
    history.push(...asHistory(picks, now));
    for (const pick of picks) {
      if (pick.kind !== 'song') continue;
      now += pick.track.duration_ms;
      songs++;
    }
    // Keep only the window, as the server's history query does.
    while (history.length > 0 && history[0].served_at < now - DEFAULT_POLICY.windowMs) history.shift();
  }
  return songs;
}

export interface EngineScheduleResult {
  channels: number;
  rows: Row[];
  totals: { case: string; seconds: number; songs: number }[];
}

/** Time to produce 24 hours of schedule for every channel of the full catalog, against a rule-free draw. */
export function benchEngineSchedule(): EngineScheduleResult {
  const catalog = generateCatalog();
  const tracks = new Map(catalog.tracks.map((t) => [t.id, t]));
  const byChannel = new Map<string, Candidate[]>();
  for (const ct of catalog.channelTracks) {
    const t = tracks.get(ct.track_id);
    if (!t) continue;
    const list = byChannel.get(ct.channel_id) ?? [];
    list.push({ id: t.id, artist_id: t.artist_id, album_id: t.album_id, duration_ms: t.duration_ms });
    byChannel.set(ct.channel_id, list);
  }
  const channels = [...byChannel.values()];
  const rows: Row[] = [];
  const totals: EngineScheduleResult['totals'] = [];
  for (const [name, planner] of [['uniform random draw (baseline)', uniform], ['Earshot engine (3-hour rules, weights, station ids, ads)', engine]] as const) {
    const random = seeded(42);
    const perChannel: number[] = [];
    let songs = 0;
    const started = performance.now();
    for (const candidates of channels) {
      const t0 = performance.now();
      songs += scheduleDay(planner(), candidates, random);
      perChannel.push(performance.now() - t0);
    }
    totals.push({ case: name, seconds: Math.round(performance.now() - started) / 1000, songs });
    rows.push(summarize(`${name}, ms per channel-day`, perChannel));
  }
  return { channels: channels.length, rows, totals };
}
