import { SAMPLE_RATE } from './audio-source';
import type { PluckSpec } from './instruments';
import { Noise, panGains, type NoteParams, type Voice } from './voice';
import { decayCoef } from './wavetables';

/** Karplus–Strong plucked string: a noise burst circulating in a damped delay line. */
export class PluckVoice implements Voice {
  private readonly line: Float32Array;
  private index = 0;
  private readonly loss: number;
  private gate: number;
  private life: number;
  private damper = 1;
  private readonly damperMul: number;
  private readonly gainL: number;
  private readonly gainR: number;

  constructor(spec: PluckSpec, note: NoteParams) {
    const length = Math.max(2, Math.round(SAMPLE_RATE / note.freq - 0.5));
    this.line = new Float32Array(length);
    const noise = new Noise(note.seed);
    // Softer picks (lower brightness) excite fewer harmonics: low-pass the initial burst.
    const b = 0.15 + 0.85 * spec.brightness * (0.6 + 0.4 * note.velocity);
    let y = 0, mean = 0;
    for (let i = 0; i < length; i++) {
      y += b * (noise.next() - y);
      this.line[i] = y;
      mean += y;
    }
    mean /= length;
    for (let i = 0; i < length; i++) this.line[i] -= mean;
    this.loss = Math.exp(-6.907755 / (spec.t60 * note.freq));
    this.gate = note.gate;
    this.life = Math.round(spec.t60 * SAMPLE_RATE);
    this.damperMul = decayCoef(spec.release);
    const amp = spec.gain * note.velocity ** 1.3 * 1.6;
    const [l, r] = panGains(note.pan);
    this.gainL = amp * l;
    this.gainR = amp * r;
  }

  render(left: Float32Array, right: Float32Array, offset: number, count: number): boolean {
    const line = this.line, n = line.length, loss = this.loss * 0.5;
    let idx = this.index, damper = this.damper, gate = this.gate;
    for (let i = offset, end = offset + count; i < end; i++) {
      const a = line[idx];
      const nextIdx = idx + 1 === n ? 0 : idx + 1;
      line[idx] = (a + line[nextIdx]) * loss;
      idx = nextIdx;
      if (gate-- <= 0) damper *= this.damperMul;
      const out = a * damper;
      left[i] += out * this.gainL;
      right[i] += out * this.gainR;
    }
    this.index = idx;
    this.damper = damper;
    this.gate = gate;
    this.life -= count;
    return this.life > 0 && damper > 1e-4;
  }
}
