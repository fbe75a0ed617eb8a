import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LISTENING_ENDPOINTS, endpointUrl, sessionCookieName } from '@earshot/contract';
import autocannon, { type Client, type Result } from 'autocannon';
import { type RunningServer, startServer } from '../e2e/support/server';
import { type Session, newSession } from './capacity-sessions';
import { openLoop } from './open-loop';
import { waitUntilQuiet } from './quiet';
import { type Latency, type SelfMeasured, readSelfMeasure } from './self-measure-read';
import { loadAverageNow, percentile, type ThroughputRow } from './stats';

const LISTENERS = 200;
const CHANNELS = 50;
const WARMUP_S = 3;
const DURATION_S = 10;
const TARGET_P99_MS = 20;
/** The server's own windows (SELF_MEASURE_FILE): short, so a case's 10 s hold whole ones of its own. */
const WINDOW_MS = 1000;
export const PLAYLIST_ROUTE = 'GET /c/m/json/playlist/:channelId/';
/**
 * The offered load for the latency cases: the 200 listeners together ask once every 5 ms, each
 * once a second. A player asks once per five songs (about every 17 minutes), so this is the
 * load of some 200,000 listeners, or of 200 skipping through a song a second.
 */
const OFFERED_RPS = 200;
/**
 * Songs each signed-up listener rates on their channel before the run, at 5, 4, 3, 2 and 1 stars in
 * turn: their ratings, their 4★+ songs' artists and the Five-Star count all come into each call.
 */
const RATINGS_EACH = 40;
/** The anonymous session the listener's history is keyed on (a development server: no `__Host-` prefix). */
const SESSION_COOKIE = sessionCookieName(false);

/** What one connection sends, over and over. */
export interface Target {
  path: string;
  cookie?: string;
}

interface HomePage {
  sections: { channels: { _id: { $oid: string } }[] }[];
}

const playlistPath = (channelId: string) => `/c/m/json/playlist/${channelId}/`;

export async function channelIds(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/c/m/json/page/home/`);
  if (!res.ok) throw new Error(`GET /c/m/json/page/home/ → ${res.status}`);
  const page = (await res.json()) as HomePage;
  const ids = [...new Set(page.sections.flatMap((s) => s.channels.map((c) => c._id.$oid)))];
  if (ids.length === 0) throw new Error('the home page lists no channels');
  if (ids.length < CHANNELS) console.warn(`playlist-load: the home page lists only ${ids.length} channels (wanted ${CHANNELS})`);
  return ids.slice(0, CHANNELS);
}

/**
 * A new anonymous listener: the player's first playlist call, made without cookies, answers with the
 * session cookie (and its CSRF cookie). Sending both back, as a browser would, keeps every later
 * call on this listener's history and spares the server re-issuing cookies.
 */
async function newListener(baseUrl: string, path: string): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} without a session → ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';', 1)[0]);
  if (!cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))) throw new Error(`GET ${path} without a session set no ${SESSION_COOKIE} cookie`);
  return cookies.join('; ');
}

export async function listeners(baseUrl: string, channels: string[]): Promise<Target[]> {
  const targets: Target[] = [];
  // A few at a time: the point is 200 distinct sessions, not a burst.
  for (let i = 0; i < LISTENERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, LISTENERS - i) }, (_, j) => playlistPath(channels[(i + j) % channels.length]));
    const cookies = await Promise.all(batch.map((path) => newListener(baseUrl, path)));
    targets.push(...batch.map((path, j) => ({ path, cookie: cookies[j] })));
  }
  if (new Set(targets.map((t) => t.cookie)).size !== LISTENERS) throw new Error('listeners do not have distinct sessions');
  return targets;
}

/** The songs a channel plays, by the channel call its page makes. */
async function songsOf(baseUrl: string, channelId: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/c/m/json/channel/${channelId}/`);
  if (!res.ok) throw new Error(`GET /c/m/json/channel/${channelId}/ → ${res.status}`);
  const { tracks } = (await res.json()) as { tracks: { _id: { $oid: string } }[] };
  return tracks.map((t) => t._id.$oid);
}

async function rate(baseUrl: string, session: Session, trackId: string, stars: number, channelId: string): Promise<void> {
  const res = await fetch(`${baseUrl}${endpointUrl(LISTENING_ENDPOINTS.rate)}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrf, 'x-forwarded-for': session.ip, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: trackId, v: String(stars), c: channelId }).toString(),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`rating a song → ${res.status}`);
}

/**
 * LISTENERS signed-up listeners (each from its own address, as sign-up limits each address), who
 * each rated RATINGS_EACH songs of the channel they then listen to.
 */
async function loggedInListeners(server: RunningServer, channels: string[]): Promise<Target[]> {
  const songs = new Map<string, string[]>();
  for (const id of channels) songs.set(id, await songsOf(server.baseUrl, id));
  const targets: Target[] = [];
  for (let i = 0; i < LISTENERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, LISTENERS - i) }, (_, j) => i + j);
    targets.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const channel = channels[n % channels.length];
          const session = await newSession(server.baseUrl, server.dataDir, n + 1, true);
          const rated = (songs.get(channel) ?? []).slice(0, RATINGS_EACH);
          for (const [k, song] of rated.entries()) await rate(server.baseUrl, session, song, 5 - (k % 5), channel);
          return { path: playlistPath(channel), cookie: session.cookie };
        }),
      )),
    );
  }
  return targets;
}

interface Run {
  result: Result;
  /** Responses that set a new session cookie: a listener whose session the server did not keep. */
  newSessions: number;
}

/**
 * One connection per target for `duration` seconds, each sending its next request as soon as the
 * last is answered: throughput at saturation (latency there only measures the queue).
 */
async function load(baseUrl: string, targets: Target[], duration: number): Promise<Run> {
  let next = 0;
  let newSessions = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: targets.length,
    duration,
    setupClient: (client: Client) => {
      const target = targets[next++ % targets.length];
      client.setRequests([{ method: 'GET', path: target.path, headers: target.cookie ? { cookie: target.cookie } : {} }]);
      client.on('headers', ({ headers }) => {
        for (let i = 0; i < headers.length; i += 2) {
          if (headers[i].toLowerCase() === 'set-cookie' && headers[i + 1].startsWith(`${SESSION_COOKIE}=`)) newSessions++;
        }
      });
    },
  });
  return { result, newSessions };
}

/** Warm-up (discarded), then the measured run, with the same connections' requests. */
export async function measure(name: string, baseUrl: string, targets: Target[]): Promise<{ row: ThroughputRow; raw: unknown; newSessions: number }> {
  await load(baseUrl, targets, WARMUP_S);
  const { result: r, newSessions } = await load(baseUrl, targets, DURATION_S);
  const round = (v: number) => Math.round(v * 10) / 10;
  const row: ThroughputRow = {
    case: name,
    connections: r.connections,
    requests: r.requests.total,
    rps: Math.round(r.requests.total / r.duration),
    p50: round(r.latency.p50),
    p99: round(r.latency.p99),
    // autocannon counts timeouts among its errors.
    failed: r.non2xx + r.errors,
  };
  const raw = {
    durationS: r.duration,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
    requestsPerSecondSamples: { mean: r.requests.average, min: r.requests.min, max: r.requests.max },
    sent: r.requests.sent,
    statusCodes: r.statusCodeStats,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    newSessions,
  };
  if (newSessions > 0) console.warn(`playlist-load: ${name}: ${newSessions} responses started a new session (listeners did not keep their history)`);
  return { row, raw, newSessions };
}

/** Latency under the steady OFFERED_RPS, after a warm-up at the same rate; `from`/`to` bound the measured part (epoch ms). */
export async function measureSteady(name: string, baseUrl: string, targets: Target[]): Promise<{ row: ThroughputRow; raw: unknown; from: number; to: number }> {
  const perTarget = OFFERED_RPS / targets.length;
  await openLoop(baseUrl, targets, perTarget, WARMUP_S);
  const from = Date.now();
  const r = await openLoop(baseUrl, targets, perTarget, DURATION_S);
  const to = Date.now();
  const round = (v: number) => Math.round(v * 10) / 10;
  const row: ThroughputRow = {
    case: name,
    connections: targets.length,
    requests: r.latenciesMs.length + r.failed,
    rps: Math.round((r.latenciesMs.length + r.failed) / r.durationS),
    p50: round(percentile(r.latenciesMs, 50)),
    p99: round(percentile(r.latenciesMs, 99)),
    failed: r.failed,
  };
  return { row, raw: { latencyMs: { p50: row.p50, p90: round(percentile(r.latenciesMs, 90)), p99: row.p99, max: round(Math.max(...r.latenciesMs)) }, failed: r.failed }, from, to };
}

/** What the server measured of itself during a steady case: the playlist call and its event loop's delay. */
export interface InsideView {
  case: string;
  playlist: Latency;
  eventLoopDelay: Omit<Latency, 'count'>;
  gc: SelfMeasured['gc'];
  /** Every other route the server answered meanwhile (none, unless something else reached it). */
  otherRoutes: string[];
}

/**
 * The server's windows over a case's measured part: the first one begins in the case's own warm-up,
 * and the one shared with what comes next (another case's warm-up) is left out. The first second
 * stays in: the listeners open their connections then, and that is where a case's worst waits are.
 */
function insideOf(name: string, prefix: string, steady: { from: number; to: number }): InsideView {
  const inside = readSelfMeasure(prefix, steady.from, steady.to - WINDOW_MS);
  const playlist = inside.routes[PLAYLIST_ROUTE];
  if (!playlist) throw new Error(`the server recorded no ${PLAYLIST_ROUTE} during ${name}`);
  return { case: name, playlist, eventLoopDelay: inside.eventLoopDelay, gc: inside.gc, otherRoutes: Object.keys(inside.routes).filter((r) => r !== PLAYLIST_ROUTE) };
}

export interface PlaylistLoadResult {
  rows: ThroughputRow[];
  inside: InsideView[];
  pass: boolean;
  config: {
    listeners: number; channels: number; warmupS: number; durationS: number; targetP99Ms: number; offeredRps: number;
    loadAverage: number[]; loadAverageAfter: number[]; cpus: number;
  };
  raw: Record<string, unknown>;
}

/**
 * The playlist call under load: 200 listeners, each on its own connection with its own session,
 * fetching playlists of one of 50 channels, anonymous and then signed up with ratings. Latency at a steady OFFERED_RPS, against GET /healthz
 * of the same server at the same rate, measured just before; then each case's throughput at
 * saturation (every connection back to back).
 */
export async function benchPlaylistLoad(): Promise<PlaylistLoadResult> {
  // One encoding worker leaves the other core to HTTP, as a 2-core deployment would be configured.
  // TRUST_PROXY: the signed-up listeners each come from their own address (X-Forwarded-For).
  const loadAverage = loadAverageNow();
  const selfDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-playlist-self-'));
  const prefix = path.join(selfDir, 'self');
  const server = await startServer({
    LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', TRUST_PROXY: 'true', SELF_MEASURE_FILE: prefix, SELF_MEASURE_WINDOW_MS: String(WINDOW_MS),
  });
  try {
    const health = await fetch(`${server.baseUrl}/healthz`).then((r) => r.status, (e: Error) => e.message);
    if (health !== 200) throw new Error(`server did not become healthy: /healthz → ${health}`);
    const channels = await channelIds(server.baseUrl);
    const targets = await listeners(server.baseUrl, channels);
    const signedUp = await loggedInListeners(server, channels);
    const settledS = await waitUntilQuiet(server.baseUrl);
    console.log(`playlist-load: the first songs' encoding settled after ${settledS} s`);
    // The same listeners' cookies, so both cases pay the same session handling per request.
    const baselineTargets: Target[] = targets.map(({ cookie }) => ({ path: '/healthz', cookie }));
    const playlistCase = `GET /c/m/json/playlist/{id}/ (${LISTENERS} listeners, ${channels.length} channels)`;

    const baseline = await measureSteady(`baseline: GET /healthz at ${OFFERED_RPS} req/s`, server.baseUrl, baselineTargets);
    const playlist = await measureSteady(`${playlistCase} at ${OFFERED_RPS} req/s`, server.baseUrl, targets);
    const loggedIn = await measureSteady(`logged in, ${RATINGS_EACH} ratings each: ${playlistCase} at ${OFFERED_RPS} req/s`, server.baseUrl, signedUp);
    const baselineMax = await measure('baseline: GET /healthz, saturated', server.baseUrl, baselineTargets);
    const playlistMax = await measure(`${playlistCase}, saturated`, server.baseUrl, targets);
    const rows = [baseline.row, playlist.row, loggedIn.row, baselineMax.row, playlistMax.row];
    const inside = [insideOf('anonymous', prefix, playlist), insideOf('logged in', prefix, loggedIn)];
    const pass =
      [playlist, loggedIn].every((r) => r.row.p99 <= TARGET_P99_MS) &&
      [baseline, playlist, loggedIn].every((r) => r.row.failed === 0) &&
      baselineMax.newSessions + playlistMax.newSessions === 0;
    return {
      rows,
      inside,
      pass,
      config: {
        listeners: LISTENERS, channels: channels.length, warmupS: WARMUP_S, durationS: DURATION_S, targetP99Ms: TARGET_P99_MS, offeredRps: OFFERED_RPS,
        loadAverage, loadAverageAfter: loadAverageNow(), cpus: os.cpus().length,
      },
      raw: { baseline: baseline.raw, playlist: playlist.raw, loggedIn: loggedIn.raw, baselineSaturated: baselineMax.raw, playlistSaturated: playlistMax.raw },
    };
  } finally {
    await server.stop();
    rmSync(selfDir, { recursive: true, force: true });
  }
}
