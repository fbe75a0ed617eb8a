import { chordAt, type BarContext, type PartNote } from './part-note';
import type { BassPattern } from './styles';
import { noteAtOrAbove, type Chord } from './theory';
import type { InstrumentId } from './instruments';

const LOW = 33;
const root = (c: Chord, low = LOW) => noteAtOrAbove(c.root, low);
const fifth = (c: Chord) => root(c) + 7;
const third = (c: Chord) => noteAtOrAbove(c.third, root(c));
const lowFifth = (c: Chord) => (root(c) - 5 >= 28 ? root(c) - 5 : root(c) + 7);

/** Semitone above or below the next root, whichever stays in the bass register. */
function approach(ctx: BarContext): number {
  const target = root(ctx.next);
  return target + (target > LOW + 5 ? -1 : 1);
}

type Line = [step: number, len: number, midi: number, vel?: number][];

function line(pattern: BassPattern, ctx: BarContext): Line {
  const spb = ctx.plan.stepsPerBar;
  const at = (s: number) => chordAt(ctx, s);
  const c0 = at(0);
  const energy = ctx.section.energy;
  switch (pattern) {
    case 'whole':
      return ctx.slots.map((s) => [s.step, s.steps, root(s.chord)]);
    case 'drone':
      return ctx.slots.map((s) => [s.step, s.steps, root(s.chord, 28), 0.7]);
    case 'half':
      return spb === 12 ? [[0, 8, root(c0)], [8, 4, fifth(at(8))]] : [[0, 8, root(c0)], [8, 8, ctx.slots.length > 1 ? root(at(8)) : fifth(c0)]];
    case 'rootFifth':
      return spb === 12 ? [[0, 3, root(c0)]] : [[0, 3, root(c0)], [8, 3, lowFifth(at(8))]];
    case 'eighths': {
      const notes: Line = [];
      for (let s = 0; s < spb; s += 2) notes.push([s, 2, root(at(s)) + (energy > 0.9 && s % 8 === 6 ? 12 : 0), s % 4 ? 0.7 : 0.9]);
      return notes;
    }
    case 'pop':
      return [[0, 3, root(c0)], [6, 2, root(at(6))], [8, 3, root(at(8))], [11, 2, fifth(at(8))], [14, 2, approach(ctx), 0.6]];
    case 'walking': {
      const notes: Line = [];
      for (let b = 0; b < spb / 4; b++) {
        const c = at(b * 4);
        const choice = ctx.rng.pick([third(c), fifth(c), root(c) + 12, fifth(c) - 12 >= LOW - 5 ? fifth(c) - 12 : third(c)]);
        const midi = b === 0 || (b * 4 === ctx.slots[1]?.step) ? root(c) : b === spb / 4 - 1 ? approach(ctx) : choice;
        notes.push([b * 4, 3.6, midi, b % 2 ? 0.7 : 0.85]);
      }
      return notes;
    }
    case 'boogie':
      return [0, 4, 7, 9, 10, 9, 7, 4].slice(0, spb / 2).map((semi, i) => [i * 2, 2, root(at(i * 2)) + semi, i % 2 ? 0.65 : 0.85]);
    case 'offbeat':
      return [2, 6, 10, 14].map((s, i) => [s, 1.6, root(at(s)) + (energy > 0.9 && i === 3 ? 12 : 0), 0.85]);
    case 'reggae':
      return [[0, 5, root(c0)], [6, 2, fifth(at(6))], [10, 1, root(at(10)) + 12, 0.6], [12, 2, third(at(12))], [14, 2, fifth(at(14))]];
    case 'tumbao':
      return [[6, 5, fifth(at(6))], [12, 4, root(ctx.next), 0.9]];
    case 'funk':
      return funkLine(ctx);
    case 'sub':
      return [[0, 7, root(c0, 28)], [10, 6, root(at(10), 28), 0.8]];
  }
}

/** A syncopated 16th groove drawn once per section type, so every bar of a section locks together. */
function funkLine(ctx: BarContext): Line {
  const r = ctx.plan.rng.fork('funk', ctx.section.type);
  const steps = [0, ...[3, 6, 7, 10, 11, 13, 14].filter(() => r.chance(0.55))];
  const offsets = steps.map((s) => (s === 0 ? 0 : r.pick([0, 0, 12, 7, 10, -2])));
  return steps.map((s, i) => [s, s % 2 ? 1 : 1.5, root(chordAt(ctx, s)) + offsets[i], s % 4 ? 0.7 : 0.95]);
}

export function bassLine(pattern: BassPattern, inst: InstrumentId, ctx: BarContext): PartNote[] {
  const spb = ctx.plan.stepsPerBar;
  return line(pattern, ctx)
    .filter(([step]) => step < spb)
    .map(([step, len, midi, vel = 0.85]) => ({ step, len, midi, vel, inst, pan: 0 }));
}
