import type { BusId, InstrumentId } from './instruments';

/** A note in absolute time, ready for the synth. */
export interface NoteEvent {
  time: number;
  duration: number;
  midi: number;
  velocity: number;
  inst: InstrumentId;
  pan: number;
  bus?: BusId;
}

/** Produces a track's notes lazily, so long songs never sit in memory as a whole. */
export interface Score {
  /** Events starting before `untilSec` that were not returned yet, in any order. */
  take(untilSec: number): NoteEvent[];
}
