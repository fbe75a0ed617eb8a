import { SAMPLE_RATE } from './audio-source';
import type { DrumSound, DrumSpec } from './instruments';
import { MAX_BLOCK, Noise, panGains, type NoteParams, type Voice } from './voice';
import { decayCoef, onePoleCoef, SINE, TABLE_SIZE } from './wavetables';

/** Every drum is a pitch-swept sine (plus an optional second partial) and filtered noise. */
interface DrumModel {
  tone?: { start: number; end: number; sweep: number; decay: number; level: number; partial?: number };
  noise?: { attack: number; decay: number; level: number; lowpass?: number; highpass?: number };
  /** Clap bursts or jingle rattle, as an amplitude pattern at this rate (Hz). */
  flutter?: number;
  /** Noise that opens up and swells over the held length (a riser into a jingle). */
  swell?: boolean;
}

const MODELS: Record<DrumSound, DrumModel> = {
  kick: { tone: { start: 165, end: 50, sweep: 0.035, decay: 0.42, level: 1 }, noise: { attack: 0, decay: 0.006, level: 0.3, lowpass: 3500 } },
  kick808: { tone: { start: 120, end: 44, sweep: 0.05, decay: 0.9, level: 1 }, noise: { attack: 0, decay: 0.004, level: 0.15, lowpass: 3000 } },
  snare: {
    tone: { start: 250, end: 185, sweep: 0.02, decay: 0.12, level: 0.55, partial: 1.78 },
    noise: { attack: 0, decay: 0.22, level: 0.9, lowpass: 9000, highpass: 1000 },
  },
  hatClosed: { noise: { attack: 0, decay: 0.05, level: 1, highpass: 7000 } },
  hatOpen: { noise: { attack: 0, decay: 0.38, level: 0.9, highpass: 6500 } },
  ride: {
    // A faint, inharmonic bell over the wash, so the ride does not ring at one pitch.
    tone: { start: 3420, end: 3380, sweep: 0.2, decay: 0.35, level: 0.1, partial: 1.47 },
    noise: { attack: 0, decay: 1.1, level: 0.6, highpass: 6000 },
  },
  crash: { noise: { attack: 0.003, decay: 1.8, level: 1, highpass: 4000 } },
  clap: { noise: { attack: 0, decay: 0.16, level: 1, lowpass: 5000, highpass: 900 }, flutter: 100 },
  rim: { tone: { start: 1750, end: 1700, sweep: 0.01, decay: 0.03, level: 0.8, partial: 0.46 }, noise: { attack: 0, decay: 0.012, level: 0.3, highpass: 2000 } },
  brush: { noise: { attack: 0.045, decay: 0.2, level: 1, lowpass: 6000, highpass: 1500 } },
  brushTap: {
    tone: { start: 210, end: 190, sweep: 0.02, decay: 0.05, level: 0.3 },
    noise: { attack: 0, decay: 0.08, level: 0.8, lowpass: 7000, highpass: 800 },
  },
  shaker: { noise: { attack: 0.012, decay: 0.07, level: 1, lowpass: 11000, highpass: 5000 } },
  conga: { tone: { start: 460, end: 340, sweep: 0.012, decay: 0.24, level: 1 }, noise: { attack: 0, decay: 0.008, level: 0.25, highpass: 2000 } },
  congaLow: { tone: { start: 300, end: 220, sweep: 0.014, decay: 0.3, level: 1 }, noise: { attack: 0, decay: 0.008, level: 0.2, highpass: 2000 } },
  tom: { tone: { start: 170, end: 115, sweep: 0.06, decay: 0.4, level: 1 }, noise: { attack: 0, decay: 0.03, level: 0.2, lowpass: 3000 } },
  sleigh: { noise: { attack: 0.004, decay: 0.28, level: 1, highpass: 6000 }, flutter: 23 },
  riser: { noise: { attack: 0, decay: 0.15, level: 1, highpass: 200 }, swell: true },
  boom: { tone: { start: 95, end: 38, sweep: 0.15, decay: 1.8, level: 1 }, noise: { attack: 0, decay: 0.7, level: 0.35, lowpass: 900 } },
};

class DrumVoice implements Voice {
  private readonly model: DrumModel;
  private readonly noise: Noise;
  private t = 0;
  private life: number;
  private readonly gate: number;
  private phase1 = 0;
  private phase2 = 0;
  private sweepEnv = 1;
  private toneAmp: number;
  private noiseAmp = 0;
  private peaked = false;
  private lp = 0;
  private hp1 = 0;
  private hp2 = 0;
  private readonly gainL: number;
  private readonly gainR: number;

  constructor(spec: DrumSpec, note: NoteParams) {
    this.model = MODELS[spec.sound];
    this.noise = new Noise(note.seed);
    const { tone, noise } = this.model;
    this.toneAmp = tone ? tone.level : 0;
    this.gate = note.gate;
    const ring = Math.max(tone?.decay ?? 0, noise?.decay ?? 0) * 1.34;
    this.life = Math.round(ring * SAMPLE_RATE) + (this.model.swell ? note.gate : 0);
    const amp = spec.gain * note.velocity ** 1.4;
    const [l, r] = panGains(spec.pan + note.pan * 0.3);
    this.gainL = amp * l;
    this.gainR = amp * r;
  }

  render(left: Float32Array, right: Float32Array, offset: number, count: number): boolean {
    const { tone, noise } = this.model;
    if (tone) this.renderTone(tone, left, right, offset, count);
    if (noise) this.renderNoise(noise, left, right, offset, count);
    this.t += count;
    this.life -= count;
    return this.life > 0;
  }

  private renderTone(tone: NonNullable<DrumModel['tone']>, left: Float32Array, right: Float32Array, offset: number, count: number): void {
    // Local copies: module bindings and fields are slow to read in hot loops.
    const sine = SINE, size = TABLE_SIZE, invSr = 1 / SAMPLE_RATE, gl = this.gainL, gr = this.gainR;
    const sweepMul = decayCoef(tone.sweep / 3), toneMul = decayCoef(tone.decay);
    const { start, end: fEnd, partial = 0 } = tone;
    let sweep = this.sweepEnv, amp = this.toneAmp, p1 = this.phase1, p2 = this.phase2;
    for (let i = offset, end = offset + count; i < end; i++) {
      const f = fEnd + (start - fEnd) * sweep;
      sweep *= sweepMul;
      p1 += f * invSr;
      p1 -= p1 | 0;
      let out = sine[(p1 * size) | 0];
      if (partial) {
        p2 += f * partial * invSr;
        p2 -= p2 | 0;
        out += sine[(p2 * size) | 0] * 0.6;
      }
      out *= amp;
      amp *= toneMul;
      left[i] += out * gl;
      right[i] += out * gr;
    }
    this.sweepEnv = sweep; this.toneAmp = amp; this.phase1 = p1; this.phase2 = p2;
  }

  private renderNoise(noise: NonNullable<DrumModel['noise']>, left: Float32Array, right: Float32Array, offset: number, count: number): void {
    const { flutter, swell } = this.model;
    const invSr = 1 / SAMPLE_RATE, gl = this.gainL, gr = this.gainR, gen = this.noise, level = noise.level;
    const noiseMul = decayCoef(noise.decay);
    const attackFrames = noise.attack * SAMPLE_RATE;
    const swellAt = swell ? Math.min(1, this.t / Math.max(1, this.gate)) : 0;
    const lpC = noise.lowpass ? onePoleCoef(noise.lowpass) : swell ? onePoleCoef(250 + 9000 * swellAt * swellAt) : 1;
    const hpC = noise.highpass ? onePoleCoef(noise.highpass) : 0;
    let amp = this.noiseAmp, lp = this.lp, hp1 = this.hp1, hp2 = this.hp2, t = this.t;
    for (let i = offset, end = offset + count; i < end; i++, t++) {
      if (swell && t < this.gate) amp = level * swellAt * swellAt;
      else if (t < attackFrames) amp = (level * t) / attackFrames;
      else if (this.peaked) amp *= noiseMul;
      else { amp = swell ? amp : level; this.peaked = true; }
      lp += lpC * (gen.next() - lp);
      let x = lp;
      if (hpC) {
        hp1 += hpC * (x - hp1);
        x -= hp1;
        hp2 += hpC * (x - hp2);
        x -= hp2;
      }
      const out = x * (flutter ? amp * flutterGain(flutter, t * invSr) : amp);
      left[i] += out * gl;
      right[i] += out * gr;
    }
    this.noiseAmp = amp; this.lp = lp; this.hp1 = hp1; this.hp2 = hp2;
  }
}

/** Repeated short bursts: a hand clap's three slaps, or the rattle of jingle bells. */
function flutterGain(rate: number, t: number): number {
  const cycle = (t * rate) % 1;
  return rate > 50 ? (t < 0.03 ? 1 - cycle : 1) : 0.3 + 0.7 * (1 - cycle) * (1 - cycle);
}

const VARIANTS = 2;
const hits = new Map<string, Float32Array>();

/** A drum hit rendered once per process at full level; every later hit is a cheap scaled playback. */
function cachedHit(sound: DrumSound, variant: number): Float32Array {
  const key = `${sound}:${variant}`;
  let hit = hits.get(key);
  if (!hit) {
    const voice = new DrumVoice({ kind: 'drum', sound, gain: 1, pan: 0, bus: 'drums' }, { freq: 0, velocity: 1, gate: 1, pan: 0, seed: 0x5eed + variant * 7919 });
    const chunks: Float32Array[] = [];
    let alive = true;
    while (alive) {
      const l = new Float32Array(MAX_BLOCK), r = new Float32Array(MAX_BLOCK);
      alive = voice.render(l, r, 0, MAX_BLOCK);
      chunks.push(l);
    }
    hit = new Float32Array(chunks.length * MAX_BLOCK);
    for (const [i, c] of chunks.entries()) hit.set(c, i * MAX_BLOCK);
    for (let i = 0; i < hit.length; i++) hit[i] *= Math.SQRT2;
    hits.set(key, hit);
  }
  return hit;
}

class SampleVoice implements Voice {
  private pos = 0;
  constructor(private readonly sample: Float32Array, private readonly gainL: number, private readonly gainR: number) {}

  render(left: Float32Array, right: Float32Array, offset: number, count: number): boolean {
    const sample = this.sample, gl = this.gainL, gr = this.gainR;
    const n = Math.min(count, sample.length - this.pos);
    for (let i = 0, p = this.pos; i < n; i++, p++) {
      left[offset + i] += sample[p] * gl;
      right[offset + i] += sample[p] * gr;
    }
    this.pos += n;
    return this.pos < sample.length;
  }
}

/** Renders every cached hit now (a few MB), so no listener waits for it later. */
export function prerenderDrumHits(): void {
  for (const sound of Object.keys(MODELS) as DrumSound[]) {
    if (sound !== 'riser') for (let v = 0; v < VARIANTS; v++) cachedHit(sound, v);
  }
}

/** Risers depend on their length, so they are synthesised live; everything else plays from the cache. */
export function createDrumVoice(spec: DrumSpec, note: NoteParams): Voice {
  if (spec.sound === 'riser') return new DrumVoice(spec, note);
  const amp = spec.gain * note.velocity ** 1.4;
  const [l, r] = panGains(spec.pan + note.pan * 0.3);
  return new SampleVoice(cachedHit(spec.sound, note.seed % VARIANTS), amp * l, amp * r);
}
