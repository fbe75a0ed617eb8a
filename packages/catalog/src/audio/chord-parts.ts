import type { InstrumentId } from './instruments';
import { chordAt, stepsOf, type BarContext, type PartNote } from './part-note';
import type { ChordPattern } from './styles';
import { closeVoicing, noteAtOrAbove, type Chord } from './theory';

/** Open-position guitar shape: low root, then fifth, root, third, fifth, root (or seventh) stacked upwards. */
function guitarShape(chord: Chord): number[] {
  const notes = [noteAtOrAbove(chord.root, 40)];
  const order = [chord.fifth, chord.root, chord.third, chord.fifth, chord.pcs[3] ?? chord.root];
  for (const pc of order) notes.push(noteAtOrAbove(pc, notes[notes.length - 1] + 1));
  return notes;
}

const power = (chord: Chord) => {
  const r = noteAtOrAbove(chord.root, 40);
  return [r, r + 7, r + 12];
};

const STRUMS = { 4: ['D-------D---D-U-', 'D---D-U---U-D-U-'], 3: ['D---D-U-D-U-', 'D---D---D-U-'] } as const;
const COMPS = [[[0, 3], [6, 2]], [[2, 2], [10, 2]], [[0, 6], [10, 4]], [[6, 2], [14, 2]], [[4, 3], [12, 3]], [[0, 2], [6, 2], [12, 3]]] as const;

export function chordPart(pattern: ChordPattern, inst: InstrumentId, ctx: BarContext): PartNote[] {
  const spb = ctx.plan.stepsPerBar;
  const energy = ctx.section.energy;
  const notes: PartNote[] = [];
  const hit = (step: number, len: number, midis: number[], vel: number, spreadSec = 0, down = true) => {
    const ordered = down ? midis : [...midis].reverse();
    ordered.forEach((midi, i) => {
      notes.push({ step, len, midi, vel: vel * (1 - i * 0.03), inst, delay: i * spreadSec, pan: ((midi % 12) / 11 - 0.5) * 0.6 });
    });
  };
  switch (pattern) {
    case 'pad':
      for (const s of ctx.slots) hit(s.step, s.steps + 0.5, [noteAtOrAbove(s.chord.root, 45), ...closeVoicing(s.chord, 55)], 0.6);
      break;
    case 'block': {
      const beats = spb === 12 ? [4, 8] : energy > 0.9 ? [0, 4, 8, 12] : [0, 8];
      for (const s of beats) hit(s, spb === 12 || energy > 0.9 ? 3.5 : 7, closeVoicing(chordAt(ctx, s), 53), s % 8 ? 0.55 : 0.68, 0.004);
      break;
    }
    case 'strum': {
      const rhythm = STRUMS[spb === 12 ? 3 : 4][energy > 0.9 ? 1 : 0];
      const hits = stepsOf(rhythm, spb);
      hits.forEach((s, i) => {
        const down = rhythm[s] === 'D';
        const shape = guitarShape(chordAt(ctx, s));
        hit(s, (hits[i + 1] ?? spb) - s, down ? shape : shape.slice(2), down ? 0.7 : 0.5, 0.012, down);
      });
      break;
    }
    case 'power': {
      const muted = energy < 0.9;
      const every = ctx.plan.style.drive && ctx.plan.style.drive > 5 && !muted ? 1 : 2;
      for (let s = 0; s < spb; s += every)
        hit(s, muted ? 1 : every, power(chordAt(ctx, s)), s % 4 ? 0.72 : 0.9, 0.003);
      if (muted) for (const n of notes) n.inst = 'mutedGuitar';
      break;
    }
    case 'comp':
      for (const [s, len] of ctx.rng.pick(COMPS)) if (s < spb) hit(s, len, closeVoicing(chordAt(ctx, s), 52).slice(-4), 0.55 + ctx.rng.range(0, 0.15), 0.006);
      break;
    case 'skank':
      for (let s = 4; s < spb; s += 8) hit(s, 1.2, closeVoicing(chordAt(ctx, s), 62), 0.62, 0.004);
      break;
    case 'bubble':
      for (let s = 2; s < spb; s += 4) hit(s, 1, closeVoicing(chordAt(ctx, s), 55), 0.45);
      break;
    case 'montuno':
      for (const s of [0, 3, 6, 8, 11, 14].filter((x) => x < spb)) {
        const v = closeVoicing(chordAt(ctx, s), 60);
        hit(s, 1.5, s % 2 ? [v[0], v[0] + 12] : v.slice(1, 3), 0.55);
      }
      break;
    case 'stabs': {
      const r = ctx.plan.rng.fork('stabs', ctx.section.type);
      const rhythm = r.pick(['--x---x---x---x-', 'x--x--x---x-x---', '---x--x----x--x-', 'x-----x-x-----x-']);
      for (const s of stepsOf(rhythm, spb)) hit(s, 1.5, closeVoicing(chordAt(ctx, s), 57), 0.62);
      break;
    }
    case 'arp': {
      const rate = energy > 0.9 || ctx.plan.bpm < 90 ? 1 : 2;
      const up = ctx.plan.rng.fork('arp').chance(0.5);
      for (let s = 0, i = 0; s < spb; s += rate, i++) {
        const v = closeVoicing(chordAt(ctx, s), 55);
        const ladder = [...v, ...v.map((m) => m + 12)];
        const k = i % (2 * ladder.length - 2);
        const idx = up ? (k < ladder.length ? k : 2 * ladder.length - 2 - k) : i % ladder.length;
        hit(s, rate * 2, [ladder[idx]], s % 4 ? 0.45 : 0.58);
      }
      break;
    }
    case 'fingerpick':
      for (let s = 0; s < spb; s += 2) {
        const c = chordAt(ctx, s);
        const shape = guitarShape(c);
        const beat = s % 4 === 0;
        hit(s, 3, [beat ? ((s / 4) % 2 ? shape[1] : shape[0]) : shape[2 + ((s / 2) % 3)]], beat ? 0.7 : 0.5);
      }
      break;
    case 'boomchick':
      for (const s of spb === 12 ? [4, 8] : [4, 12]) hit(s, 2, guitarShape(chordAt(ctx, s)).slice(1), 0.55, 0.008);
      break;
  }
  return notes;
}
