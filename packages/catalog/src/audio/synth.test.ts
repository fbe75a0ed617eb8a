import { describe, expect, it } from 'vitest';
import type { SoundStyle, TrackKind } from '../types';
import { SAMPLE_RATE, type AudioSource } from './audio-source';
import { STYLES } from './styles';
import { TrackSynth } from './synth';

const source = (style: SoundStyle, kind: TrackKind = 'song', duration_ms = 4000, seed = 7): AudioSource =>
  ({ id: '5f0c1a2b3c4d5e6f7a8b9c0d', style, seed, duration_ms, kind });

/** Renders a whole track, interleaved L/R, in chunks of `chunk` frames. */
function render(src: AudioSource, chunk = 4410): Float32Array {
  const synth = new TrackSynth(src);
  const out = new Float32Array(synth.totalFrames * 2);
  let at = 0;
  for (let block = synth.next(chunk); block; block = synth.next(chunk)) {
    for (let i = 0; i < block.left.length; i++, at += 2) {
      out[at] = block.left[i];
      out[at + 1] = block.right[i];
    }
  }
  expect(at).toBe(out.length);
  return out;
}

const rmsDb = (x: Float32Array) => 10 * Math.log10(x.reduce((s, v) => s + v * v, 0) / x.length);
const peak = (x: Float32Array) => x.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe('TrackSynth', () => {
  it('renders exactly the track length, identically however it is chunked', () => {
    const a = render(source('pop'), 4410);
    const b = render(source('pop'), 1000);
    expect(a.length).toBe(4 * SAMPLE_RATE * 2);
    expect(b).toEqual(a);
  });

  it('varies with the seed', () => {
    expect(render(source('pop', 'song', 3000, 8))).not.toEqual(render(source('pop', 'song', 3000, 7)));
  });

  it.each(Object.keys(STYLES) as SoundStyle[])('%s is audible, never clips and fades in and out', (style) => {
    const pcm = render(source(style, 'song', 12_000));
    expect(pcm.every(Number.isFinite)).toBe(true);
    expect(peak(pcm)).toBeLessThan(0.9);
    expect(rmsDb(pcm)).toBeGreaterThan(-32);
    expect(peak(pcm.subarray(0, 200))).toBeLessThan(0.001);
    expect(peak(pcm.subarray(pcm.length - 200))).toBeLessThan(0.001);
  });

  it('gives each style its own sound', () => {
    const spectra = (['pop', 'jazz', 'classical', 'electronic', 'metal'] as const).map((style) => render(source(style, 'song', 3000)));
    for (let i = 0; i < spectra.length; i++) for (let j = i + 1; j < spectra.length; j++) expect(spectra[i]).not.toEqual(spectra[j]);
  });

  it.each(['sweeper', 'ad'] as const)('renders a %s of the requested length', (kind) => {
    const pcm = render(source('christmas', kind, 6000));
    expect(pcm.length).toBe(6 * SAMPLE_RATE * 2);
    expect(peak(pcm)).toBeLessThan(0.9);
    expect(rmsDb(pcm)).toBeGreaterThan(-32);
  });
});

describe('stored loudness correction', () => {
  const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);
  const render = (gain_db: number) => {
    const synth = new TrackSynth({ id: 'c'.repeat(24), style: 'jazz', seed: 99, duration_ms: 12_000, kind: 'song', gain_db });
    const block = synth.next(SAMPLE_RATE * 6);
    return block ? block.left : new Float32Array(0);
  };

  it('renders a track with a positive correction quieter, so applying the gain evens it out', () => {
    const level = rms(render(3)) / rms(render(0));
    expect(20 * Math.log10(level)).toBeCloseTo(-3, 0);
  });
});
