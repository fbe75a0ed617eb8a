import { SAMPLE_RATE } from './audio-source';
import type { Waveform } from './instruments';

export const TABLE_SIZE = 2048;
export const TABLE_MASK = TABLE_SIZE - 1;

/** One period of a sine, read with linear interpolation (plus one guard sample). */
export const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/** Harmonic amplitudes; tables are band-limited per octave so high notes do not alias. */
function harmonic(wave: Waveform, h: number): number {
  switch (wave) {
    case 'saw': return (h % 2 ? 1 : -1) / h;
    case 'square': return h % 2 ? 1 / h : 0;
    case 'triangle': return h % 2 ? ((h - 1) / 2) % 2 ? -1 / (h * h) : 1 / (h * h) : 0;
    case 'sine': return h === 1 ? 1 : 0;
    case 'organ': return ({ 1: 1, 2: 0.7, 3: 0.45, 4: 0.3, 6: 0.18, 8: 0.12 } as Record<number, number>)[h] ?? 0;
    case 'sub': return h === 1 ? 1 : h === 2 ? 0.3 : h === 3 ? 0.08 : 0;
  }
}

const cache = new Map<string, Float32Array>();
const WAVES: Waveform[] = ['saw', 'square', 'triangle', 'sine', 'organ', 'sub'];

function buildTable(wave: Waveform, maxHarmonic: number): Float32Array {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let h = 1; h <= maxHarmonic; h++) {
    const a = harmonic(wave, h);
    if (a === 0) continue;
    for (let i = 0; i < TABLE_SIZE; i++) table[i] += a * SINE[(i * h) & TABLE_MASK];
  }
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(table[i]));
  for (let i = 0; i < TABLE_SIZE; i++) table[i] /= peak;
  table[TABLE_SIZE] = table[0];
  return table;
}

/** A table whose highest harmonic stays below ~16 kHz for this fundamental. */
export function wavetableFor(wave: Waveform, freq: number): Float32Array {
  let harmonics = 1;
  while (harmonics < 128 && (harmonics * 2) * freq < 16000) harmonics *= 2;
  const key = `${wave}:${harmonics}`;
  let table = cache.get(key);
  if (!table) {
    table = buildTable(wave, harmonics);
    cache.set(key, table);
  }
  return table;
}

/** Builds every table up front (a few ms), so no listener waits for one later. */
export function buildAllWavetables(): void {
  for (const wave of WAVES) for (let freq = 16000; freq > 60; freq /= 2) wavetableFor(wave, freq * 0.99);
}

/** One-pole low-pass coefficient for a cutoff frequency. */
export function onePoleCoef(cutoffHz: number): number {
  return 1 - Math.exp((-2 * Math.PI * Math.min(cutoffHz, 20000)) / SAMPLE_RATE);
}

/** Per-sample multiplier that decays by 60 dB over `seconds`. */
export function decayCoef(seconds: number): number {
  return Math.exp(-6.907755 / (Math.max(seconds, 1e-4) * SAMPLE_RATE));
}
