import { spawn } from 'node:child_process';
import os from 'node:os';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { generateCatalog, TEST_CATALOG, type TrackRow } from '@earshot/catalog';
import { MP3_KBPS, SAMPLE_RATE, TrackEncoder, TrackSynth } from '@earshot/catalog/audio';
import { STEP_FRAMES } from '../apps/server/src/modules/media/audio/worker-pool';

/** Audio seconds rendered per CPU second that make synthesis cheap enough not to matter. */
const TARGET_REALTIME = 50;

export interface SynthesisRow {
  case: string;
  audioSeconds: number;
  cpuSeconds: number;
  /** Audio seconds per CPU second: how many songs one core keeps up with. */
  realtime: number;
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const row = (name: string, audioSeconds: number, cpuSeconds: number): SynthesisRow => ({
  case: name, audioSeconds: round(audioSeconds), cpuSeconds: round(cpuSeconds, 2), realtime: round(audioSeconds / cpuSeconds),
});

/** CPU seconds this thread spends in `work`. */
function cpuOf(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/** The demo's music: one whole song of each sound style, as the catalog generates it. */
function demoSongs(): TrackRow[] {
  const byStyle = new Map<string, TrackRow>();
  for (const t of generateCatalog(TEST_CATALOG).tracks) if (t.kind === 'song' && !byStyle.has(t.style)) byStyle.set(t.style, t);
  return [...byStyle.values()];
}

/**
 * ffmpeg's own LAME (native code) encoding PCM piped to it, at the server's settings: the baseline.
 * `-benchmark` reports the process's CPU time, which a loaded machine inflates far less than wall time.
 */
function startFfmpeg() {
  const child = spawn(ffmpeg.path, [
    '-hide_banner', '-benchmark', '-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '2', '-i', 'pipe:0',
    '-c:a', 'libmp3lame', '-b:a', `${MP3_KBPS}k`, '-f', 'mp3', '-y', os.devNull,
  ], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const cpuSeconds = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const bench = /utime=([\d.]+)s stime=([\d.]+)s/.exec(stderr);
      if (code !== 0 || !bench) reject(new Error(`ffmpeg failed (${code}): ${stderr.slice(-500)}`));
      else resolve(Number(bench[1]) + Number(bench[2]));
    });
  });
  return { stdin: child.stdin, cpuSeconds };
}

/** Synthesises a song for ffmpeg (timing the synthesis alone); resolves with [synthesis CPU s, ffmpeg CPU s]. */
async function synthesiseIntoFfmpeg(song: TrackRow): Promise<[number, number]> {
  const encoder = startFfmpeg();
  const synth = new TrackSynth(song);
  let synthCpu = 0;
  while (!synth.done) {
    let pcm: Float32Array | null = null;
    synthCpu += cpuOf(() => {
      const block = synth.next(STEP_FRAMES);
      if (!block) return;
      pcm = new Float32Array(block.left.length * 2);
      for (let i = 0; i < block.left.length; i++) {
        pcm[2 * i] = block.left[i];
        pcm[2 * i + 1] = block.right[i];
      }
    });
    const bytes = pcm ? Buffer.from((pcm as Float32Array).buffer) : null;
    if (bytes && !encoder.stdin.write(bytes)) await new Promise((resolve) => encoder.stdin.once('drain', resolve));
  }
  encoder.stdin.end();
  return [synthCpu, await encoder.cpuSeconds];
}

/** What a server's worker does for a song: synthesis and WASM LAME, a step at a time. */
async function synthesiseAndEncode(song: TrackRow): Promise<number> {
  const encoder = await TrackEncoder.open(song);
  return cpuOf(() => {
    while (!encoder.done) encoder.step(STEP_FRAMES);
  });
}

/**
 * The real-time factor per core of producing the demo's music (synthesis + encoding, as the
 * server does it), against ffmpeg's native LAME encoding the same PCM at the same settings in
 * the same run. CPU time, not wall time: the machine is shared.
 */
export async function benchSynthesis() {
  const songs = demoSongs();
  // Warm up as the server's workers do, so V8 has optimised the synth before it is timed.
  for (const song of songs) await synthesiseAndEncode({ ...song, duration_ms: 2000 });
  let audio = 0, synthesis = 0, ffmpegLame = 0, ours = 0;
  for (const song of songs) {
    audio += song.duration_ms / 1000;
    const [synthCpu, ffmpegCpu] = await synthesiseIntoFfmpeg(song);
    synthesis += synthCpu;
    ffmpegLame += ffmpegCpu;
    ours += await synthesiseAndEncode(song);
  }
  const rows = [
    row('synthesis alone', audio, synthesis),
    row('baseline: ffmpeg libmp3lame (native), encoding alone', audio, ffmpegLame),
    row('synthesis + WASM LAME (what the server does)', audio, ours),
  ];
  const realtime = audio / ours;
  return {
    rows,
    pass: realtime >= TARGET_REALTIME,
    config: { songs: songs.length, sampleRate: SAMPLE_RATE, kbps: MP3_KBPS, targetRealtime: TARGET_REALTIME, vsFfmpeg: round(realtime / (audio / ffmpegLame), 2), loadAverage: os.loadavg().map((l) => round(l, 2)) },
  };
}

export function printSynthesisTable(title: string, rows: SynthesisRow[]): void {
  console.log(`\n${title}`);
  console.log('| case | audio s | CPU s | × real time per core |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.case} | ${r.audioSeconds} | ${r.cpuSeconds} | ${r.realtime} |`);
}
