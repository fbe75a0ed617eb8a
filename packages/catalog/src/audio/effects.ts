import { SAMPLE_RATE } from './audio-source';
import { decayCoef, onePoleCoef } from './wavetables';

// Freeverb's tunings (samples at 44.1 kHz, halved because the reverb runs at half rate), scaled to
// this sample rate so the room keeps its size.
const atRate = (samples: number) => Math.round((samples * SAMPLE_RATE) / 44_100);
const COMB_LENGTHS = [558, 594, 638, 678].map(atRate);
const ALLPASS_LENGTHS = [278, 220].map(atRate);
const STEREO_SPREAD = atRate(12);

/**
 * Freeverb-style room: parallel damped combs into series allpasses, one set per side for width.
 * It runs at half the sample rate (a reverb tail has little above 11 kHz), which halves its cost.
 */
export class Reverb {
  private readonly sides: { combs: Float32Array[]; store: Float32Array; allpasses: Float32Array[]; pos: Int32Array; last: number }[];
  private readonly input: Float32Array;
  private readonly wet: Float32Array;

  constructor(private readonly feedback: number, private readonly damp: number, blockSize: number) {
    this.input = new Float32Array(blockSize >> 1);
    this.wet = new Float32Array(blockSize >> 1);
    this.sides = [0, STEREO_SPREAD].map((spread) => ({
      combs: COMB_LENGTHS.map((n) => new Float32Array(n + spread)),
      store: new Float32Array(COMB_LENGTHS.length),
      allpasses: ALLPASS_LENGTHS.map((n) => new Float32Array(n + spread)),
      pos: new Int32Array(COMB_LENGTHS.length + ALLPASS_LENGTHS.length),
      last: 0,
    }));
  }

  /** Adds the wet signal of a mono send into the stereo output; `n` must be even. */
  process(send: Float32Array, outL: Float32Array, outR: Float32Array, n: number): void {
    const { feedback, damp, input, wet } = this;
    const half = n >> 1;
    for (let i = 0; i < half; i++) input[i] = (send[2 * i] + send[2 * i + 1]) * 0.5;
    for (let s = 0; s < 2; s++) {
      const side = this.sides[s];
      wet.fill(0, 0, half);
      for (let c = 0; c < side.combs.length; c++) {
        const buf = side.combs[c], len = buf.length;
        let idx = side.pos[c], store = side.store[c];
        for (let i = 0; i < half; i++) {
          const y = buf[idx];
          store = y + (store - y) * damp;
          buf[idx] = input[i] + store * feedback;
          if (++idx === len) idx = 0;
          wet[i] += y;
        }
        side.pos[c] = idx;
        side.store[c] = store;
      }
      for (let a = 0; a < side.allpasses.length; a++) {
        const buf = side.allpasses[a], len = buf.length, p = COMB_LENGTHS.length + a;
        let idx = side.pos[p];
        for (let i = 0; i < half; i++) {
          const b = buf[idx];
          buf[idx] = wet[i] + b * 0.5;
          wet[i] = b - wet[i];
          if (++idx === len) idx = 0;
        }
        side.pos[p] = idx;
      }
      // Back to full rate by linear interpolation.
      const out = s === 0 ? outL : outR;
      let last = side.last;
      for (let i = 0; i < half; i++) {
        const y = wet[i] * 0.25;
        out[2 * i] += (last + y) * 0.5;
        out[2 * i + 1] += y;
        last = y;
      }
      side.last = last;
    }
  }
}

/** Ping-pong echo with a darkening feedback path (dub, ambient, trance). */
export class EchoDelay {
  private readonly left: Float32Array;
  private readonly right: Float32Array;
  private idx = 0;
  private lpL = 0;
  private lpR = 0;
  private readonly lpC = onePoleCoef(2500);

  constructor(delaySeconds: number, private readonly feedback: number) {
    const frames = Math.max(1, Math.round(delaySeconds * SAMPLE_RATE));
    this.left = new Float32Array(frames);
    this.right = new Float32Array(frames);
  }

  process(send: Float32Array, outL: Float32Array, outR: Float32Array, n: number): void {
    const { left, right, feedback, lpC } = this;
    const len = left.length;
    let idx = this.idx, lpL = this.lpL, lpR = this.lpR;
    for (let i = 0; i < n; i++) {
      const dl = left[idx], dr = right[idx];
      lpL += lpC * (dl - lpL);
      lpR += lpC * (dr - lpR);
      left[idx] = send[i] + lpR * feedback;
      right[idx] = lpL * feedback;
      if (++idx === len) idx = 0;
      outL[i] += dl;
      outR[i] += dr;
    }
    this.idx = idx; this.lpL = lpL; this.lpR = lpR;
  }
}

/** Fast-attack, slow-release gain rider, then a soft knee that can never reach the ceiling. */
export class Limiter {
  private env = 0;
  private readonly attackC = onePoleCoef(1 / (2 * Math.PI * 0.0015));
  private readonly releaseMul = decayCoef(1.5);

  constructor(private readonly threshold: number, private readonly ceiling: number) {}

  process(left: Float32Array, right: Float32Array, n: number): void {
    const { threshold, attackC, releaseMul } = this;
    let env = this.env;
    for (let i = 0; i < n; i++) {
      const l = left[i], r = right[i];
      const peak = Math.max(l < 0 ? -l : l, r < 0 ? -r : r);
      env = peak > env ? env + (peak - env) * attackC : Math.max(peak, env * releaseMul);
      if (env <= threshold && peak <= threshold) continue;
      const gain = env > threshold ? threshold / env : 1;
      left[i] = this.softClip(l * gain);
      right[i] = this.softClip(r * gain);
    }
    this.env = env;
  }

  private softClip(x: number): number {
    const a = Math.abs(x);
    if (a <= this.threshold) return x;
    const room = this.ceiling - this.threshold;
    const over = (a - this.threshold) / room;
    const y = this.threshold + (room * over) / (1 + over);
    return x < 0 ? -y : y;
  }
}

/** Rational tanh-like saturation for guitar distortion (unity slope at zero, bounded by ±1). */
export function saturate(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}
