import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchCapacity } from './capacity';
import { benchClickToAudio } from './click-to-audio';
import { benchEngineSchedule } from './engine-schedule';
import { benchFirstStart } from './first-start';
import { benchIngest, printIngestTable } from './ingest';
import { benchInitialJs, printInitialJsTable } from './initial-js';
import { benchLighthouse } from './lighthouse';
import { printLighthouseTable } from './lighthouse-summary';
import { benchNginxCompare } from './nginx-compare';
import { PLAYLIST_ROUTE, benchPlaylistLoad } from './playlist-load';
import { benchSearch } from './search';
import { benchSelfMeasureOverhead } from './self-measure-overhead';
import { benchSlowClients } from './slow-clients';
import { SLOW_4G, SLOW_4G_DEVTOOLS, benchSlowNetwork } from './slow-network';
import { benchStallProfile } from './stall-profile';
import { printTable, printThroughputTable } from './stats';
import { benchStreams, printStreamsTables } from './streams';
import { benchSynthesis, printSynthesisTable } from './synthesis';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const results = path.resolve(import.meta.dirname, 'results');

const stamp = (date: string) => date.replace(/[:.]/g, '-');

function writeResults(name: string, data: object): void {
  mkdirSync(results, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(results, `${name}-${stamp(date)}.json`);
  writeFileSync(file, JSON.stringify({ date, ...data }, null, 2));
  console.log(`wrote ${file}`);
}

const benches: Record<string, () => Promise<void>> = {
  'click-to-audio': async () => {
    const clickToAudio = await benchClickToAudio(webDist);
    printTable('Click to first audio (click → `playing`), Chromium, localhost', clickToAudio.rows);
    console.log(`target: cold p95 ≤ 300 ms and warm p50 ≤ 1.5 × baseline p50 → ${clickToAudio.pass ? 'met' : 'NOT met'}`);
    writeResults('click-to-audio', clickToAudio);
  },
  'slow-network': async () => {
    // SLOW_NETWORK_PROFILE=devtools: the profile as Lighthouse applies it with DevTools throttling (harsher).
    const slow = await benchSlowNetwork(webDist, process.env.SLOW_NETWORK_PROFILE === 'devtools' ? SLOW_4G_DEVTOOLS : SLOW_4G);
    const { profile, channels, firstVisits, loadAverage, loadAverageAfter, cpus } = slow.config;
    printTable(
      `Click and first visit to first audio, Chromium emulating ${profile.name} per request, ${channels} channels, ${firstVisits} first visits (load average ${loadAverage.join(' ')} before, ${loadAverageAfter.join(' ')} after, on ${cpus} CPUs)`,
      slow.rows,
    );
    console.log(`target: click → first audio p95 ≤ ${slow.targets.clickP95Ms} ms (cold and warm), first visit → first audio ≤ ${slow.targets.firstVisitMs} ms (p95) → ${slow.pass ? 'met' : 'NOT met'}`);
    writeResults('slow-network', slow);
  },
  playlist: async () => {
    const playlist = await benchPlaylistLoad();
    const { listeners, warmupS, durationS, targetP99Ms, loadAverage, loadAverageAfter, cpus } = playlist.config;
    printThroughputTable(
      `Playlist under load: ${listeners} connections, ${warmupS} s warm-up + ${durationS} s each, localhost (load average ${loadAverage.join(' ')} before, ${loadAverageAfter.join(' ')} after, on ${cpus} CPUs)`,
      playlist.rows,
    );
    for (const r of playlist.rows.filter((row) => row.failed > 0)) {
      console.log(`${r.case}: ${r.failed} requests failed (non-2xx, connection errors or 10 s timeouts); its latencies cover only answered requests`);
    }
    for (const v of playlist.inside) {
      const { playlist: call, eventLoopDelay: loop, gc } = v;
      console.log(
        `inside the server, ${v.case} at ${playlist.config.offeredRps} req/s: playlist ${call.count} req, p50 ${call.p50Ms} ms, p99 ${call.p99Ms} ms, max ${call.maxMs} ms; ` +
          `event-loop delay p99 ${loop.p99Ms} ms, max ${loop.maxMs} ms; GC ${gc.count} pauses, ${Math.round(gc.totalMs)} ms in all, max ${Math.round(gc.maxMs)} ms` +
          (v.otherRoutes.length > 0 ? `; other routes: ${v.otherRoutes.join(', ')}` : ''),
      );
    }
    console.log(`target: playlist p99 ≤ ${targetP99Ms} ms at ${playlist.config.offeredRps} req/s with no failed requests → ${playlist.pass ? 'met' : 'NOT met'}`);
    writeResults('playlist-load', playlist);
  },
  'self-measure': async () => {
    const r = await benchSelfMeasureOverhead();
    const { rounds, windowMs, loadBefore, loadAfter, cpus } = r.config;
    console.log(`\nThe cost of SELF_MEASURE_FILE (${windowMs / 1000} s windows): two servers take ${rounds} turns each under the playlist load; load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after, ${cpus} CPUs`);
    console.log('| server | steady p50 ms | steady p99 ms | saturated req/s | CPU ms per request |');
    console.log('|---|---|---|---|---|');
    for (const [name, t] of [['not measuring itself', r.off], ['measuring itself', r.on]] as const) {
      console.log(`| ${name} | ${t.steadyP50Ms.join(', ')} | ${t.steadyP99Ms.join(', ')} | ${t.saturatedRps.join(', ')} | ${Math.round((t.cpuS / t.requests) * 10000) / 10} |`);
    }
    const o = r.overhead;
    console.log(`measuring / not (medians of turns): steady p50 ${o.steadyP50}×, steady p99 ${o.steadyP99}×, saturated req/s ${o.saturatedRps}×, CPU per request ${o.cpuPerRequest}×`);
    console.log(`in-process, CPU µs per GET /healthz (${r.inProcess.offUs.length} turns each): not measuring ${r.inProcess.offUs.join(', ')}; measuring ${r.inProcess.onUs.join(', ')} → ${r.inProcess.ratio}×; recording one latency: ${r.inProcess.recordUs} µs`);
    const playlist = r.inside.routes[PLAYLIST_ROUTE];
    console.log(`inside (all its turns): playlist ${playlist.count} req, p50 ${playlist.p50Ms} ms, p99 ${playlist.p99Ms} ms, max ${playlist.maxMs} ms; event-loop delay p99 ${r.inside.eventLoopDelay.p99Ms} ms, max ${r.inside.eventLoopDelay.maxMs} ms; GC ${r.inside.gc.count} pauses, max ${r.inside.gc.maxMs} ms; ${r.inside.cpuCores} cores; ${r.inside.rssMb} MB`);
    writeResults('self-measure', r);
  },
  search: async () => {
    const search = await benchSearch();
    const { clients, keystrokeMs, durationS, targetP99Ms, queries, database } = search.config;
    printThroughputTable(
      `Search typeahead: ${clients} clients typing ${queries} queries, a keystroke every ${keystrokeMs} ms each, ${durationS} s per case, ${database}, localhost`,
      search.rows,
    );
    console.log(`target: search p99 ≤ ${targetP99Ms} ms with no failed requests → ${search.pass ? 'met' : 'NOT met'}`);
    writeResults('search', search);
  },
  'slow-clients': async () => {
    const slow = await benchSlowClients();
    const { slowClients, uploaders, targetP95Ms } = slow.config;
    printTable('A JSON call (genres), one after another, alone and beside slow or refused clients, localhost', slow.rows);
    console.log(`${slow.stillOpen} of ${slowClients} slow bodies still open after the request timeout; the ${uploaders} uploaders got ${slow.meanMbTakenPerRefusedUpload} MB taken per refused upload (kernel buffers)`);
    console.log(`target: p95 ≤ ${targetP95Ms} ms in every case and no slow body left open → ${slow.pass ? 'met' : 'NOT met'}`);
    writeResults('slow-clients', slow);
  },
  engine: async () => {
    const engine = benchEngineSchedule();
    printTable(`Engine: 24 hours of one listener's schedule for each of ${engine.channels} channels`, engine.rows);
    for (const t of engine.totals) console.log(`${t.case}: ${t.seconds} s for every channel's day (${t.songs} songs)`);
    writeResults('engine-schedule', engine);
  },
  lighthouse: async () => {
    const reports = path.join(results, `lighthouse-${stamp(new Date().toISOString())}`);
    const lh = await benchLighthouse(reports);
    const { runs, budgets, loadAverage, loadAverageAfter, cpus, nodeEnv } = lh.config;
    printLighthouseTable(
      `Lighthouse 12.2.3, mobile, median of ${runs} runs, server NODE_ENV=${nodeEnv} (load average ${loadAverage.join(' ')} before, ${loadAverageAfter.join(' ')} after, on ${cpus} CPUs), localhost`,
      lh.rows,
    );
    const wanted = Object.entries(budgets).map(([category, min]) => `${category} ${min === 100 ? '= 100' : `≥ ${min}`}`).join(', ');
    console.log(`target: ${wanted} on home, genre and channel → ${lh.pass ? 'met' : 'NOT met'}`);
    console.log(`full reports in ${reports}`);
    writeResults('lighthouse', lh);
  },
  synthesis: async () => {
    const synthesis = await benchSynthesis();
    const { songs, sampleRate, kbps, targetRealtime, vsFfmpeg, loadAverage } = synthesis.config;
    printSynthesisTable(`Demo audio: one whole song of each of ${songs} styles, ${sampleRate / 1000} kHz stereo, ${kbps} kbps CBR, CPU time of one core (load average ${loadAverage.join(' ')} at the end)`, synthesis.rows);
    console.log(`synthesis + encoding runs at ${vsFfmpeg} × the speed of ffmpeg's native LAME encoding alone`);
    console.log(`target: synthesis + encoding ≥ ${targetRealtime} × real time per core → ${synthesis.pass ? 'met' : 'NOT met'}`);
    writeResults('synthesis', synthesis);
  },
  ingest: async () => {
    const ingest = await benchIngest();
    const { files, clipSeconds, cores } = ingest.config;
    printIngestTable(`Ingest: ${files} files of ${clipSeconds} s (4 in 5 MP3 kept, 1 in 5 FLAC transcoded), SQLite, ${cores} cores`, ingest.rows);
    writeResults('ingest', ingest);
  },
  capacity: async () => {
    // CAPACITY_RAMP_ALL=1 measures all the steps, past the first that missed; CAPACITY_CASES=sqlite-nginx,… picks deployments.
    const capacity = await benchCapacity({ rampAll: process.env.CAPACITY_RAMP_ALL === '1' });
    const { windowS, rampS, cpus, cpuModel, loadAverage, loadAverageAfter } = capacity.config;
    for (const c of capacity.cases) {
      console.log(`\nCapacity, ${c.deployment.label}: arrivals over ${rampS} s, then ${windowS} s windows per step, ${cpus} × ${cpuModel}, load average ${loadAverage.join(' ')} at the start, ${loadAverageAfter.join(' ')} at the end`);
      console.log('| listeners | API req | API p50 ms | API p99 ms | server API p99 ms | loop delay p99 ms | GC max ms | audio req | audio p99 ms | audio MB/s | failed | starved | server cores | of which nginx | PostgreSQL + Redis cores | server RSS MB | generator cores | per 1,000 | generator late ms | step |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
      for (const s of c.steps) {
        const inside = [s.inside.allApi.p99Ms, s.inside.eventLoopDelay.p99Ms, s.inside.gc.maxMs];
        console.log(
          `| ${s.listeners} | ${s.apiRequests} | ${s.apiP50} | ${s.apiP99} | ${inside.join(' | ')} | ${s.audioRequests} | ${s.audioP99} | ${s.audioMbPerS} | ${s.failed} | ${s.starved} | ${s.serverCores} | ${s.nginxCores} | ${s.storeCores} | ${s.serverRssMb} | ${s.clientCores} | ${s.clientCoresPer1000} | ${s.generatorLateMs} | ${s.status} |`,
        );
      }
      console.log(`per listener ${c.kbPerListener} kB of server memory, ${c.coresPer1000} server cores per 1,000 listeners (slopes over the steps)`);
    }
    const nginx = await benchNginxCompare();
    console.log(`\nAudio throughput, the same files: Earshot (1 process) against nginx (1 worker), ${nginx.config.connections} connections, ${nginx.config.durationS} s each`);
    console.log('| case | server | req/s | MB/s | p99 ms | failed |');
    console.log('|---|---|---|---|---|---|');
    for (const r of nginx.rows) console.log(`| ${r.case} | ${r.server} | ${r.requestsPerSecond} | ${r.mbPerSecond} | ${r.p99Ms} | ${r.failed} |`);
    const ratios = (of: 'throughCache' | 'alone') => Object.entries(nginx.ratios).map(([k, v]) => `${k} ${v[of]}×`).join(', ');
    console.log(`Earshot alone / nginx: ${ratios('alone')}`);
    console.log(`nginx cache → Earshot / nginx: ${ratios('throughCache')} → target ≥ 0.8× ${nginx.pass ? 'met' : 'NOT met'}`);
    writeResults('capacity', { capacity, nginx });
    for (const c of capacity.cases) console.log(c.verdict);
  },
  streams: async () => {
    const streams = await benchStreams();
    printStreamsTables(streams);
    writeResults('streams', streams);
  },
  'stall-profile': async () => {
    const stall = await benchStallProfile();
    const { arrivalsPerS, durationS, loadBefore, loadAfter, profile } = stall.config;
    console.log(`\nNew listeners arriving, ${arrivalsPerS} a second for ${durationS} s, SQLite, server under --cpu-prof (load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after)`);
    console.log('| case | visits | failed | visit p50 ms | visit p99 ms | /healthz probe p99 ms | probe max ms | server CPU ms per visit |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of stall.rows) console.log(`| ${r.case} | ${r.visits} | ${r.failed} | ${r.visitP50} | ${r.visitP99} | ${r.probeP99} | ${r.probeMax} | ${r.cpuMsPerVisit} |`);
    console.log(`server CPU per first visit: ${stall.cpuRatio} × the baseline's`);
    console.log('\n| function | self ms | % of samples |');
    console.log('|---|---|---|');
    for (const f of stall.top) console.log(`| ${f.fn} | ${f.selfMs} | ${f.percent} |`);
    console.log(`profile: ${profile}`);
    writeResults('stall-profile', stall);
  },
  'first-start': async () => {
    const first = await benchFirstStart();
    const { catalog, targetRatio, loadAverage, cpus } = first.config;
    console.log(`First start on an empty database, ${catalog} demo catalog (load average ${loadAverage.join(' ')} on ${cpus} CPUs at the start)`);
    console.log('| database | listening (/healthz) s | ready (/readyz) s | /readyz 503 while seeding |');
    console.log('|---|---|---|---|');
    for (const r of first.rows) console.log(`| ${r.database} | ${r.listeningS} | ${r.readyS} | ${r.notReadyWhileSeeding ? 'yes' : 'no'} |`);
    if (first.ratio !== null) console.log(`PostgreSQL / SQLite: ${first.ratio}×`);
    console.log(`target: /readyz 503 while seeding, and PostgreSQL within ${targetRatio}× SQLite (when DATABASE_URL is set) → ${first.pass ? 'met' : 'NOT met'}`);
    writeResults('first-start', first);
  },
  'initial-js': async () => {
    const initialJs = await benchInitialJs();
    const { budgetKb, kb } = initialJs.config;
    printInitialJsTable(`First-load JS per route (module scripts and modulepreloads of the server's HTML, gzip -9, 1 kB = ${kb} bytes), anonymous visitor`, [initialJs.entry, ...initialJs.rows]);
    const unmeasured = initialJs.rows.filter((r) => r.status !== 200).map((r) => `${r.route} (${r.status})`);
    if (unmeasured.length > 0) console.log(`not measured (status): ${unmeasured.join(', ')}`);
    console.log(`target: ≤ ${budgetKb} kB gzip on every route that answers 200 → ${initialJs.pass ? 'met' : 'NOT met'}`);
    writeResults('initial-js', initialJs);
  },
};
const aliases: Record<string, string> = { click: 'click-to-audio', 'playlist-load': 'playlist' };

/** `npm run bench -- playlist` or `BENCH=playlist npm run bench` runs only the named benches (comma or space separated); none named runs all. */
const requested = [...process.argv.slice(2), ...(process.env.BENCH ?? '').split(',')]
  .flatMap((a) => a.split(','))
  .map((a) => a.trim())
  .filter(Boolean)
  .map((a) => aliases[a] ?? a);
const unknown = requested.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`);
  process.exit(2);
}
for (const [name, bench] of Object.entries(benches)) {
  if (requested.length === 0 || requested.includes(name)) await bench();
}
