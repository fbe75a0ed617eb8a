import type { BusId } from './instruments';
import { INSTRUMENTS } from './instruments';
import { chordAt, type BarContext, type PartNote } from './part-note';
import type { Rng } from './random';
import type { SectionType, SongPlan } from './song-plan';
import type { StyleSpec } from './styles';
import { degreeToSemitone, nearestChordTone } from './theory';

interface MotifNote { step: number; len: number; deg: number }
/** Two bars of melody in scale degrees relative to the section's base degree. */
type Motif = MotifNote[];
interface Phrases { a: Motif; b: Motif; cadence: Motif }

/** Rhythm cells, each one beat (4 steps) or two; negative lengths are rests. */
const CELLS: Record<StyleSpec['melodyDensity'], number[][]> = {
  sparse: [[4], [8], [-4], [-4], [2, 2], [6, 2], [8]],
  flowing: [[2, 2], [4], [2, 2], [3, 1], [-2, 2], [8], [6, 2], [4]],
  busy: [[1, 1, 2], [2, 1, 1], [2, 2], [1, 1, 1, 1], [2, 2], [4], [-2, 1, 1]],
};
const MOVES = [-1, -1, 1, 1, -2, 2, 0, 3, -3, 4];
const BASE_DEGREE: Record<SectionType, number> = { intro: 0, verse: 0, chorus: 2, bridge: 1, outro: 0 };

function makeMotif(rng: Rng, beatsPerBar: number, density: StyleSpec['melodyDensity'], startDeg: number): Motif {
  const notes: Motif = [];
  const beats = beatsPerBar * 2;
  let deg = startDeg;
  for (let beat = 0; beat < beats; ) {
    const last = beat === beats - 1;
    let cell = last ? rng.pick([[-4], [4]]) : rng.pick(CELLS[density]);
    if (cell.reduce((a, b) => a + Math.abs(b), 0) > (beats - beat) * 4) cell = [4];
    let step = beat * 4;
    for (const len of cell) {
      if (len > 0) {
        deg += rng.pick(MOVES);
        if (deg > 8 || deg < -2) deg -= 2 * Math.sign(deg - 3);
        notes.push({ step, len, deg });
      }
      step += Math.abs(len);
    }
    beat += cell.reduce((a, b) => a + Math.abs(b), 0) / 4;
  }
  return notes;
}

const phraseCache = new WeakMap<SongPlan, Map<SectionType, Phrases>>();

function phrasesFor(plan: SongPlan, type: SectionType): Phrases {
  let byType = phraseCache.get(plan);
  if (!byType) {
    byType = new Map();
    phraseCache.set(plan, byType);
  }
  let phrases = byType.get(type);
  if (!phrases) {
    const rng = plan.rng.fork('melody', type);
    const density = type === 'chorus' && plan.style.melodyDensity === 'sparse' ? 'flowing' : plan.style.melodyDensity;
    const a = makeMotif(rng, plan.beatsPerBar, density, rng.pick([0, 2, 4]));
    const b = makeMotif(rng, plan.beatsPerBar, density, a[a.length - 1]?.deg ?? 2);
    const spb = plan.stepsPerBar;
    const cadence = [...a.filter((n) => n.step < spb), { step: spb, len: spb - 2, deg: 0 }];
    phrases = { a, b, cadence };
    byType.set(type, phrases);
  }
  return phrases;
}

/** Melody in an A B A cadence shape over each 8 bars, with strong beats resolved onto chord tones. */
export function melodyPart(ctx: BarContext, velocityScale = 1): PartNote[] {
  const { plan, section, barInSection } = ctx;
  if (section.type === 'intro' || section.type === 'outro') return [];
  const phrases = phrasesFor(plan, section.type);
  const unit = Math.floor(barInSection / 2);
  const lastUnit = barInSection >= section.bars - 2 && section.bars >= 4;
  const motif = lastUnit ? phrases.cadence : [phrases.a, phrases.b, phrases.a, phrases.cadence][unit % 4];
  const spb = plan.stepsPerBar;
  const from = (barInSection % 2) * spb;
  const spec = INSTRUMENTS[plan.melody];
  const bus: BusId = spec.bus === 'guitar' ? 'guitar' : 'lead';
  const baseDeg = BASE_DEGREE[section.type];
  return motif
    .filter((n) => n.step >= from && n.step < from + spb)
    .map((n) => {
      const step = n.step - from;
      let midi = plan.melodyTonic + degreeToSemitone(plan.melodyScale, baseDeg + n.deg);
      if (step % 4 === 0 || n.len >= 4) midi = nearestChordTone(chordAt(ctx, step), midi);
      const vel = (0.62 + (step % 4 === 0 ? 0.1 : 0) + 0.18 * section.energy) * velocityScale;
      return { step, len: Math.min(n.len, spb - step + 4), midi, vel, inst: plan.melody, pan: 0.05, bus };
    });
}
