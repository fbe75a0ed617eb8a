import http from 'node:http';
import { startServer } from '../e2e/support/server';
import { waitUntilQuiet } from './quiet';
import { percentile, type ThroughputRow } from './stats';

const CLIENTS = 50;
const WARMUP_S = 3;
const DURATION_S = 10;
const TARGET_P99_MS = 20;
/**
 * One keystroke every 150 ms per client, each sent at once: the box waits a second after the last
 * keystroke, so this is many times the load 50 people typing put on the server; here it stands for
 * clients that do not debounce (or several hundred people typing).
 */
const KEYSTROKE_MS = 150;
/** A client pauses this long between two queries, as someone reading the dropdown would. */
const BETWEEN_QUERIES_MS = 600;

const searchPath = (text: string) => `/c/m/json/channel_search/?k=${encodeURIComponent(text)}&q=true&w=true`;

/** A one-letter typo: the letter after the first dropped (so 'walker' becomes 'wlker'). */
const typo = (text: string) => (text.length > 4 ? text.slice(0, 1) + text.slice(2) : text);

/** What people type: genre names, channel names and artists of the running catalog, and each with a typo. */
async function queries(baseUrl: string): Promise<string[]> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`);
    if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
    return (await res.json()) as T;
  };
  const genres = await get<{ features: { name: string }[] }>('/c/m/json/genres/');
  const home = await get<{ sections: { channels: { name: string }[] }[] }>('/c/m/json/page/home/');
  const artists = await get<{ suggestions: string[] }>('/c/m/json/channel_search/suggestions/');
  const names = [
    ...genres.features.map((g) => g.name),
    ...home.sections.flatMap((s) => s.channels.map((c) => c.name)).slice(0, 60),
    ...artists.suggestions,
  ];
  return [...new Set(names.flatMap((n) => [n, typo(n)]))];
}

interface Sample {
  latenciesMs: number[];
  failed: number;
}

/**
 * Each client types a query a character at a time on its own keep-alive connection, sending each
 * keystroke's request when it is due whether or not the last one was answered; latency is timed
 * from that moment (so a server falling behind shows as queueing). `pathFor` turns the text typed
 * so far into the request: the search call, or /healthz for the baseline.
 */
async function typeahead(baseUrl: string, texts: string[], pathFor: (typed: string) => string, durationS: number): Promise<Sample> {
  const { hostname, port } = new URL(baseUrl);
  const sample: Sample = { latenciesMs: [], failed: 0 };
  const endAt = performance.now() + durationS * 1000;
  const sleepUntil = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t - performance.now())));

  const client = async (n: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, dueAt: number) =>
      new Promise<void>((resolve) => {
        const req = http.get({ hostname, port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) sample.latenciesMs.push(performance.now() - dueAt);
            else sample.failed++;
            resolve();
          });
        });
        req.setTimeout(10_000, () => req.destroy());
        req.on('error', () => {
          sample.failed++;
          resolve();
        });
      });
    const pending: Promise<void>[] = [];
    let dueAt = performance.now() + Math.random() * BETWEEN_QUERIES_MS;
    for (let q = n; dueAt < endAt; q += CLIENTS) {
      const text = texts[q % texts.length];
      for (let i = 1; i <= text.length && dueAt < endAt; i++) {
        await sleepUntil(dueAt);
        pending.push(send(pathFor(text.slice(0, i)), dueAt));
        dueAt += KEYSTROKE_MS;
      }
      dueAt += BETWEEN_QUERIES_MS;
    }
    await Promise.all(pending);
    agent.destroy();
  };

  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return sample;
}

async function measure(name: string, baseUrl: string, texts: string[], pathFor: (typed: string) => string) {
  await typeahead(baseUrl, texts, pathFor, WARMUP_S);
  const s = await typeahead(baseUrl, texts, pathFor, DURATION_S);
  const round = (v: number) => Math.round(v * 10) / 10;
  const requests = s.latenciesMs.length + s.failed;
  const row: ThroughputRow = {
    case: name,
    connections: CLIENTS,
    requests,
    rps: Math.round(requests / DURATION_S),
    p50: round(percentile(s.latenciesMs, 50)),
    p99: round(percentile(s.latenciesMs, 99)),
    failed: s.failed,
  };
  return { row, raw: { p90: round(percentile(s.latenciesMs, 90)), max: round(Math.max(...s.latenciesMs)) } };
}

export interface SearchBenchResult {
  rows: ThroughputRow[];
  pass: boolean;
  config: { clients: number; keystrokeMs: number; warmupS: number; durationS: number; targetP99Ms: number; queries: number; database: string };
  raw: Record<string, unknown>;
}

/**
 * The search box's call under 50 typing clients, against GET /healthz typed at by the same clients
 * in the same run (the trivial-route baseline). The full demo catalog on SQLite, the default;
 * BENCH_DATABASE_URL runs it on PostgreSQL.
 */
export async function benchSearch(): Promise<SearchBenchResult> {
  const database = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', ...(database ? { DATABASE_URL: database } : {}) });
  try {
    const health = await fetch(`${server.baseUrl}/healthz`).then((r) => r.status, (e: Error) => e.message);
    if (health !== 200) throw new Error(`server did not become healthy: /healthz → ${health}`);
    // The server encodes its first songs' heads at boot; measure once it is idle, as playlist-load does.
    await waitUntilQuiet(server.baseUrl);
    const texts = await queries(server.baseUrl);
    const baseline = await measure(`baseline: GET /healthz, ${CLIENTS} clients typing`, server.baseUrl, texts, () => '/healthz');
    const search = await measure(`GET /c/m/json/channel_search/, ${CLIENTS} clients typing`, server.baseUrl, texts, searchPath);
    return {
      rows: [baseline.row, search.row],
      pass: search.row.p99 <= TARGET_P99_MS && baseline.row.failed + search.row.failed === 0,
      config: {
        clients: CLIENTS, keystrokeMs: KEYSTROKE_MS, warmupS: WARMUP_S, durationS: DURATION_S, targetP99Ms: TARGET_P99_MS,
        queries: texts.length, database: database ? 'postgres' : 'sqlite',
      },
      raw: { baseline: baseline.raw, search: search.raw },
    };
  } finally {
    await server.stop();
  }
}
