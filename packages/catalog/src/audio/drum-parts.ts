import { hitVelocity, type DrumPattern } from './drum-kits';
import type { InstrumentId } from './instruments';
import type { BarContext, PartNote } from './part-note';

/** Instruments that only keep time; intros use just these. */
const TIMEKEEPERS = new Set<InstrumentId>(['hatClosed', 'ride', 'shaker', 'sleigh', 'brush', 'conga', 'rim']);

export function drumPart(ctx: BarContext): PartNote[] {
  const kit = ctx.plan.drums;
  if (!kit) return [];
  const { section, barInSection, plan } = ctx;
  const spb = plan.stepsPerBar;
  let pattern: DrumPattern = spb === 12 ? kit.waltz ?? {} : section.type === 'chorus' ? kit.chorus : kit.verse;
  if (section.type === 'intro' && barInSection < section.bars - 1) pattern = only(pattern, (i) => TIMEKEEPERS.has(i));
  if (section.type === 'bridge' && kit.breakdown) pattern = only(pattern, (i) => i !== 'kick');
  const notes: PartNote[] = [];
  const scale = 0.75 + 0.25 * section.energy;
  const fillFrom = kit.fills && barInSection === section.bars - 1 && section.type !== 'outro' ? spb - 4 : spb;
  for (const [inst, rhythm] of Object.entries(pattern) as [InstrumentId, string][]) {
    for (let s = 0; s < Math.min(spb, fillFrom); s++) {
      const vel = hitVelocity(rhythm[s % rhythm.length]);
      if (vel) notes.push({ step: s, len: 1, midi: 0, vel: vel * scale * (0.92 + ctx.rng.range(0, 0.08)), inst });
    }
  }
  if (fillFrom < spb) {
    for (let s = fillFrom; s < spb; s++) notes.push({ step: s, len: 1, midi: 0, vel: 0.55 + 0.1 * (s - fillFrom), inst: s % 2 ? 'tom' : 'snare' });
    notes.push({ step: fillFrom, len: 1, midi: 0, vel: 0.9, inst: 'kick' });
  }
  if (kit.fills && barInSection === 0 && (section.type === 'chorus' || section.type === 'verse') && section.startBar > 0) {
    notes.push({ step: 0, len: 1, midi: 0, vel: 0.85, inst: 'crash' });
  }
  return notes;
}

function only(pattern: DrumPattern, keep: (inst: InstrumentId) => boolean): DrumPattern {
  return Object.fromEntries(Object.entries(pattern).filter(([inst]) => keep(inst as InstrumentId)));
}
