import { SAMPLE_RATE } from './audio-source';
import { Envelope } from './envelope';
import type { FmSpec } from './instruments';
import { panGains, scratchA, type NoteParams, type Voice } from './voice';
import { SINE, TABLE_MASK, TABLE_SIZE } from './wavetables';

const TREMOLO_HZ = 5.5;

interface Operator { carrier: number; modulator: number; carrierInc: number; modInc: number; index: number; amp: number }

/** Two-operator FM (pianos, bells, vibes) for all notes of a chord; the index fades so notes mellow as they ring. */
export class FmVoice implements Voice {
  private readonly env: Envelope;
  private readonly ops: Operator[];
  private brightness = 1;
  private readonly indexMul: number;
  private tremoloPhase = 0;
  private readonly gainL: number;
  private readonly gainR: number;

  constructor(private readonly spec: FmSpec, notes: NoteParams[]) {
    this.env = new Envelope(spec.attack, spec.decay, spec.sustain, spec.release, Math.max(...notes.map((n) => n.gate)));
    this.ops = notes.map((n) => ({
      carrier: 0,
      modulator: 0,
      carrierInc: n.freq / SAMPLE_RATE,
      modInc: (n.freq * spec.ratio) / SAMPLE_RATE,
      // Harder hits are brighter; high notes get less index so they do not turn harsh.
      index: (spec.index * (0.5 + 0.5 * n.velocity)) / Math.max(1, n.freq / 600) * 0.159155,
      amp: n.velocity ** 1.5,
    }));
    this.indexMul = Math.exp(-spec.indexDecay / SAMPLE_RATE);
    const [l, r] = panGains(notes.reduce((a, n) => a + n.pan, 0) / notes.length);
    this.gainL = spec.gain * l;
    this.gainR = spec.gain * r;
  }

  render(left: Float32Array, right: Float32Array, offset: number, count: number): boolean {
    const env = this.env;
    scratchA.fill(0, 0, count);
    // Local copies: module bindings and fields are slow to read in hot loops.
    const sine = SINE, size = TABLE_SIZE, indexMul = this.indexMul, sum = scratchA;
    for (const op of this.ops) {
      const ci = op.carrierInc, mi = op.modInc, amp = op.amp;
      let c = op.carrier, m = op.modulator, index = op.index * this.brightness;
      for (let i = 0; i < count; i++) {
        let p = c + index * sine[(m * size) | 0];
        p -= p | 0;
        if (p < 0) p += 1;
        const cp = p * size;
        const k = cp | 0;
        sum[i] += (sine[k] + (sine[k + 1] - sine[k]) * (cp - k)) * amp;
        c += ci; if (c >= 1) c -= 1;
        m += mi; if (m >= 1) m -= 1;
        index *= indexMul;
      }
      op.carrier = c; op.modulator = m;
    }
    this.brightness *= indexMul ** count;
    // Envelope and tremolo ramp linearly across the block, so neither steps audibly.
    let e = env.level * this.tremolo();
    this.tremoloPhase = (this.tremoloPhase + (TREMOLO_HZ * count) / SAMPLE_RATE) % 1;
    const de = (env.advance(count) * this.tremolo() - e) / count;
    const gl = this.gainL, gr = this.gainR;
    for (let i = 0; i < count; i++) {
      const out = sum[i] * e;
      left[offset + i] += out * gl;
      right[offset + i] += out * gr;
      e += de;
    }
    return !env.done;
  }

  private tremolo(): number {
    const depth = this.spec.tremolo;
    return depth ? 1 - depth * (0.5 + 0.5 * SINE[(this.tremoloPhase * TABLE_SIZE) & TABLE_MASK]) : 1;
  }
}
