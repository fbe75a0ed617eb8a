import { SAMPLE_RATE } from './audio-source';
import { decayCoef } from './wavetables';

const ATTACK = 0, DECAY = 1, RELEASE = 2, DONE = 3;
// -60 dB: inaudible under the mix, and it frees voices sooner.
const SILENT = 1e-3;

/**
 * ADSR with a linear attack and exponential decay/release, advanced a block at a time:
 * voices ramp linearly between block ends, which is click-free and far cheaper than per-sample stages.
 */
export class Envelope {
  level = 0;
  private stage = ATTACK;
  private readonly attackStep: number;
  private readonly decayMul: number;
  private readonly releaseMul: number;

  constructor(attack: number, decay: number, private readonly sustain: number, release: number, private gate: number) {
    this.attackStep = 1 / Math.max(1, attack * SAMPLE_RATE);
    this.decayMul = decayCoef(decay);
    this.releaseMul = decayCoef(release);
  }

  get done(): boolean {
    return this.stage === DONE;
  }

  /** Moves `frames` ahead and returns the new level. */
  advance(frames: number): number {
    if (this.stage < RELEASE && this.gate <= frames) {
      this.run(this.gate);
      frames -= this.gate;
      this.stage = this.stage === DONE ? DONE : RELEASE;
    }
    this.gate -= frames;
    this.run(frames);
    return this.level;
  }

  private run(frames: number): void {
    if (frames <= 0) return;
    if (this.stage === ATTACK) {
      const needed = Math.ceil((1 - this.level) / this.attackStep);
      if (needed > frames) { this.level += frames * this.attackStep; return; }
      this.level = 1;
      this.stage = DECAY;
      frames -= needed;
    }
    if (this.stage === DECAY) {
      this.level = this.sustain + (this.level - this.sustain) * this.decayMul ** frames;
      if (this.sustain === 0 && this.level < SILENT) this.stage = DONE;
    } else if (this.stage === RELEASE) {
      this.level *= this.releaseMul ** frames;
      if (this.level < SILENT) this.stage = DONE;
    }
    if (this.stage === DONE) this.level = 0;
  }
}
