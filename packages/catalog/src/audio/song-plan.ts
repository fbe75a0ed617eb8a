import type { SoundStyle, TrackKind } from '../types';
import type { AudioSource } from './audio-source';
import { DRUM_KITS, type DrumKit } from './drum-kits';
import type { InstrumentId } from './instruments';
import { hash32, Rng } from './random';
import { STYLES, type BassPattern, type ChordPattern, type Part, type Progression, type StyleSpec } from './styles';
import { buildChord, noteAtOrAbove, SCALES, type Chord } from './theory';

export type SectionType = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

export interface Section {
  type: SectionType;
  startBar: number;
  bars: number;
  progression: Progression;
  energy: number;
}

export interface ChordSlot { step: number; steps: number; chord: Chord }

export interface SongPlan {
  kind: TrackKind;
  styleName: SoundStyle;
  style: StyleSpec;
  rng: Rng;
  bpm: number;
  beatsPerBar: number;
  stepsPerBar: number;
  stepSec: number;
  barSec: number;
  keyRoot: number;
  scale: readonly number[];
  melodyScale: readonly number[];
  melodyTonic: number;
  sections: Section[];
  /** The bar after the last section: the closing chord rings from here to the end. */
  endBar: number;
  bass: Part<BassPattern>;
  chords: Part<ChordPattern>;
  layer: Part<ChordPattern> | null;
  melody: InstrumentId;
  drums: DrumKit | null;
}

const ENERGY: Record<SectionType, number> = { intro: 0.35, verse: 0.62, chorus: 1, bridge: 0.5, outro: 0.45 };
const ORDERS: SectionType[][] = [
  ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'chorus'],
  ['verse', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus'],
  ['verse', 'chorus', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'chorus'],
];
/** Adverts are upbeat whatever channel they play on. */
const AD_STYLES = new Set(['pop', 'funk', 'electronic', 'latin', 'country', 'christmas', 'rock']);
/** Seconds left after the last bar for the closing chord to ring and fade. */
const TAIL: Record<TrackKind, number> = { song: 3.5, ad: 1.2, sweeper: 0 };

export function planSong(source: AudioSource): SongPlan {
  const rng = new Rng(hash32(`${source.id}:${source.seed}`));
  const styleName = source.kind === 'ad' && !AD_STYLES.has(source.style) ? 'pop' : source.style;
  const style = STYLES[styleName];
  const r = rng.fork('plan');
  const beatsPerBar = source.kind === 'song' ? r.pick(style.meters) : 4;
  const bpm = Math.round(source.kind === 'ad' ? Math.max(112, r.range(...style.tempo)) : r.range(...style.tempo));
  const stepSec = 60 / bpm / 4;
  const barSec = stepSec * 4 * beatsPerBar;
  const keyRoot = r.int(0, 11);
  const scaleName = source.kind === 'song' ? r.pick(style.scales) : style.scales[0];
  const chords = r.pick(style.chords);
  const layers = style.layers.filter((l) => l.inst !== chords.inst);
  const usable = Math.max(0, source.duration_ms / 1000 - TAIL[source.kind]);
  const totalBars = source.kind === 'sweeper' ? 0 : Math.floor(usable / barSec);
  const progressions = {
    verse: r.pick(style.progressions.verse),
    chorus: r.pick(style.progressions.chorus),
    bridge: r.pick(style.progressions.bridge),
  };
  const form = source.kind === 'ad' ? adForm(totalBars) : songForm(totalBars, style.phraseBars, r);
  let startBar = 0;
  const sections = form.map(([type, bars]): Section => {
    const progression = progressions[type === 'intro' ? 'verse' : type === 'outro' ? 'chorus' : type];
    const section = { type, startBar, bars, progression, energy: ENERGY[type] };
    startBar += bars;
    return section;
  });
  return {
    kind: source.kind, styleName, style, rng, bpm, beatsPerBar, stepsPerBar: beatsPerBar * 4, stepSec, barSec, keyRoot,
    scale: SCALES[scaleName], melodyScale: SCALES[style.melodyScale ?? scaleName], melodyTonic: noteAtOrAbove(keyRoot, 58),
    sections, endBar: startBar,
    bass: r.pick(style.bass), chords, layer: layers.length ? r.pick(layers) : null,
    melody: r.pick(style.melody), drums: style.drums ? DRUM_KITS[style.drums] : null,
  };
}

function songForm(totalBars: number, phrase: number, rng: Rng): [SectionType, number][] {
  if (totalBars <= phrase + 4) return totalBars > 0 ? [['chorus', totalBars]] : [];
  const intro = phrase > 8 ? 4 : rng.pick([2, 4]);
  const outro = 4;
  const order = rng.pick(ORDERS);
  const form: [SectionType, number][] = [['intro', intro]];
  let left = totalBars - intro - outro;
  for (let k = 0; left >= phrase; k++) {
    const type = k < order.length ? order[k] : (k - order.length) % 2 ? 'chorus' : 'verse';
    const bars = type === 'bridge' && phrase === 8 && rng.chance(0.5) ? 4 : phrase;
    form.push([type, bars]);
    left -= bars;
  }
  if (left >= 4) form.push(['chorus', left]);
  form.push(['outro', outro + (left >= 4 ? 0 : left)]);
  return form;
}

function adForm(totalBars: number): [SectionType, number][] {
  if (totalBars < 3) return totalBars > 0 ? [['chorus', totalBars]] : [];
  return [['intro', 1], ['chorus', totalBars - 1]];
}

export function sectionAt(plan: SongPlan, bar: number): Section | undefined {
  return plan.sections.find((s) => bar >= s.startBar && bar < s.startBar + s.bars);
}

const chordCache = new WeakMap<SongPlan, Map<number, Chord>>();

export function chordOf(plan: SongPlan, degree: number): Chord {
  let cache = chordCache.get(plan);
  if (!cache) {
    cache = new Map();
    chordCache.set(plan, cache);
  }
  let chord = cache.get(degree);
  if (!chord) {
    chord = buildChord(plan.keyRoot, plan.scale, degree, plan.style.harmony);
    cache.set(degree, chord);
  }
  return chord;
}

/** Chord changes within a bar; the closing bar (and anything past the form) is the tonic. */
export function chordSlots(plan: SongPlan, bar: number): ChordSlot[] {
  const section = sectionAt(plan, bar);
  const steps = plan.stepsPerBar;
  if (!section) return [{ step: 0, steps, chord: chordOf(plan, 0) }];
  const prog = section.progression;
  const entry = prog[Math.floor((bar - section.startBar) / plan.style.barsPerChord) % prog.length];
  if (typeof entry === 'number') return [{ step: 0, steps, chord: chordOf(plan, entry) }];
  const half = Math.floor(steps / 2);
  return [{ step: 0, steps: half, chord: chordOf(plan, entry[0]) }, { step: half, steps: steps - half, chord: chordOf(plan, entry[1]) }];
}

/** Seconds from the bar start to a 16th step, with swing. */
export function stepOffset(plan: SongPlan, step: number): number {
  const { swing, swingUnit } = plan.style;
  const s = step % 4;
  let beats = step / 4;
  if (swing) beats += swingUnit === 8 ? (s === 2 ? swing : s % 2 ? swing / 2 : 0) : s % 2 ? swing : 0;
  return beats * plan.stepSec * 4;
}
