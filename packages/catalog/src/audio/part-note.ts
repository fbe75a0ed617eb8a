import type { BusId, InstrumentId } from './instruments';
import type { Rng } from './random';
import type { ChordSlot, Section, SongPlan } from './song-plan';
import type { Chord } from './theory';

/** A note placed on the bar's 16th-note grid. */
export interface PartNote {
  step: number;
  /** Length in steps. */
  len: number;
  midi: number;
  vel: number;
  inst: InstrumentId;
  pan?: number;
  /** Extra seconds after the step (the later strings of a strum). */
  delay?: number;
  bus?: BusId;
}

export interface BarContext {
  plan: SongPlan;
  bar: number;
  section: Section;
  barInSection: number;
  slots: ChordSlot[];
  /** The chord the next bar starts with (for approach notes). */
  next: Chord;
  rng: Rng;
}

export function chordAt(ctx: BarContext, step: number): Chord {
  let chord = ctx.slots[0].chord;
  for (const slot of ctx.slots) if (step >= slot.step) chord = slot.chord;
  return chord;
}

/** Hits from a rhythm string ('x' = hit), one char per step, repeated across the bar. */
export function stepsOf(rhythm: string, stepsPerBar: number): number[] {
  const steps: number[] = [];
  for (let s = 0; s < stepsPerBar; s++) if (rhythm[s % rhythm.length] !== '-') steps.push(s);
  return steps;
}
