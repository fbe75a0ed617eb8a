/** Frames per render call at most; voices share scratch buffers of this size. */
export const MAX_BLOCK = 128;
/** Shared per-thread scratch: a voice fills and consumes these within one render call. */
export const scratchA = new Float32Array(MAX_BLOCK);
export const scratchB = new Float32Array(MAX_BLOCK);

/** A sounding note (or chord). Renders by adding into stereo bus buffers. */
export interface Voice {
  /** Adds `count` (≤ MAX_BLOCK) frames starting at `offset`; returns false once silent for good. */
  render(left: Float32Array, right: Float32Array, offset: number, count: number): boolean;
}

export interface NoteParams {
  freq: number;
  /** 0..1 */
  velocity: number;
  /** Held length in frames (until release starts). */
  gate: number;
  /** -1 (left) .. 1 (right) */
  pan: number;
  /** Per-note seed for noise and detune, so renders are repeatable. */
  seed: number;
}

export function panGains(pan: number): [number, number] {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/** xorshift32 white noise in [-1, 1). */
export class Noise {
  private state: number;
  constructor(seed: number) {
    this.state = (seed >>> 0) || 0x2545f491;
  }
  next(): number {
    let s = this.state;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.state = s;
    return s / 2147483648;
  }
}
