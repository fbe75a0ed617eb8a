import { SAMPLE_RATE } from './audio-source';
import { Envelope } from './envelope';
import type { OscSpec } from './instruments';
import { panGains, scratchA, scratchB, type NoteParams, type Voice } from './voice';
import { onePoleCoef, SINE, TABLE_MASK, TABLE_SIZE, wavetableFor } from './wavetables';

const VIBRATO_HZ = 5.2;

interface Osc { table: Float32Array; inc: number; phase: number; amp: number }

/**
 * Wavetable oscillators for all notes of a chord, summed before one shared envelope and
 * two-pole low-pass (the filter is linear, so this equals filtering each note, at a fraction
 * of the cost). A detuned second bank goes mostly to the right channel for width.
 */
export class OscVoice implements Voice {
  private readonly env: Envelope;
  private readonly banks: Osc[][];
  private readonly filters = new Float64Array(4);
  private vibratoPhase = 0;
  private age = 0;
  private readonly gainL: number;
  private readonly gainR: number;

  constructor(private readonly spec: OscSpec, notes: NoteParams[]) {
    const gate = Math.max(...notes.map((n) => n.gate));
    this.env = new Envelope(spec.attack, spec.decay, spec.sustain, spec.release, gate);
    const bank = (cents: number, salt: number): Osc[] =>
      notes.map((n) => ({
        table: wavetableFor(spec.wave, n.freq * 2 ** (cents / 1200)),
        inc: (n.freq * 2 ** (cents / 1200) * TABLE_SIZE) / SAMPLE_RATE,
        phase: ((n.seed % salt) / salt) * TABLE_SIZE,
        amp: n.velocity ** 1.5,
      }));
    this.banks = spec.detune ? [bank(0, 997), bank(spec.detune, 619)] : [bank(0, 997)];
    const [l, r] = panGains(notes.reduce((a, n) => a + n.pan, 0) / notes.length);
    this.gainL = spec.gain * l;
    this.gainR = spec.gain * r;
  }

  render(left: Float32Array, right: Float32Array, offset: number, count: number): boolean {
    const { spec, env } = this;
    // Vibrato fades in after the attack so short notes stay in tune.
    const depth = spec.vibrato * Math.min(1, this.age / (0.4 * SAMPLE_RATE));
    const wobble = depth ? 2 ** ((depth / 1200) * SINE[(this.vibratoPhase * TABLE_SIZE) & TABLE_MASK]) : 1;
    this.vibratoPhase = (this.vibratoPhase + (VIBRATO_HZ * count) / SAMPLE_RATE) % 1;
    this.age += count;
    const g = onePoleCoef(spec.cutoff + spec.cutoffEnv * env.level);
    sumBank(this.banks[0], scratchA, count, wobble);
    const stereo = this.banks.length > 1;
    if (stereo) sumBank(this.banks[1], scratchB, count, wobble);
    const f = this.filters, bankA = scratchA, bankB = scratchB;
    let a1 = f[0], a2 = f[1], b1 = f[2], b2 = f[3];
    let e = env.level;
    const de = (env.advance(count) - e) / count;
    const gl = this.gainL * (stereo ? 0.5 : 1), gr = this.gainR * (stereo ? 0.5 : 1);
    for (let i = 0; i < count; i++) {
      a1 += g * (bankA[i] - a1);
      a2 += g * (a1 - a2);
      let l = a2, r = a2;
      if (stereo) {
        b1 += g * (bankB[i] - b1);
        b2 += g * (b1 - b2);
        l = a2 * 0.75 + b2 * 0.25;
        r = b2 * 0.75 + a2 * 0.25;
      }
      left[offset + i] += l * e * gl;
      right[offset + i] += r * e * gr;
      e += de;
    }
    f[0] = a1; f[1] = a2; f[2] = b1; f[3] = b2;
    return !env.done;
  }
}

function sumBank(bank: Osc[], out: Float32Array, count: number, wobble: number): void {
  out.fill(0, 0, count);
  for (const osc of bank) {
    // Local copies: module bindings and fields are slow to read in hot loops.
    const table = osc.table, inc = osc.inc * wobble, amp = osc.amp, size = TABLE_SIZE;
    let p = osc.phase;
    for (let i = 0; i < count; i++) {
      const k = p | 0;
      out[i] += (table[k] + (table[k + 1] - table[k]) * (p - k)) * amp;
      p += inc;
      if (p >= size) p -= size;
    }
    osc.phase = p;
  }
}
