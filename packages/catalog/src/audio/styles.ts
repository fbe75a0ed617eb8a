import type { SoundStyle } from '../types';
import type { DrumKitId } from './drum-kits';
import type { InstrumentId } from './instruments';
import type { Harmony, ScaleName } from './theory';

export type ChordPattern = 'pad' | 'block' | 'strum' | 'power' | 'comp' | 'skank' | 'bubble' | 'montuno' | 'stabs' | 'arp' | 'fingerpick' | 'boomchick';
export type BassPattern = 'whole' | 'half' | 'rootFifth' | 'eighths' | 'pop' | 'walking' | 'boogie' | 'offbeat' | 'reggae' | 'tumbao' | 'funk' | 'sub' | 'drone';
/** Scale degrees (0 = tonic), one per bar; a pair splits the bar. */
export type Progression = readonly (number | readonly [number, number])[];

export interface Part<P> { pattern: P; inst: InstrumentId }

export interface StyleSpec {
  tempo: readonly [number, number];
  meters: readonly (3 | 4)[];
  /** Delay of swung off-beats, in beats (1/6 = triplet feel on 8ths). */
  swing: number;
  swingUnit: 8 | 16;
  scales: readonly ScaleName[];
  melodyScale?: ScaleName;
  harmony: Harmony;
  phraseBars: number;
  barsPerChord: number;
  progressions: { verse: readonly Progression[]; chorus: readonly Progression[]; bridge: readonly Progression[] };
  drums: DrumKitId | null;
  bass: readonly Part<BassPattern>[];
  chords: readonly Part<ChordPattern>[];
  /** Added on top in choruses. */
  layers: readonly Part<ChordPattern>[];
  melody: readonly InstrumentId[];
  melodyDensity: 'sparse' | 'flowing' | 'busy';
  reverb: number;
  /** Output trim in dB, measured so every style lands near the same loudness. */
  level: number;
  echoBeats?: number;
  drive?: number;
  duck?: boolean;
}

const base = { meters: [4], swing: 0, swingUnit: 8, harmony: 'triad', phraseBars: 8, barsPerChord: 1, melodyDensity: 'flowing' } as const;
const I_V_vi_IV = [0, 4, 5, 3] as const, I_IV_V_I = [0, 3, 4, 0] as const, vi_IV_I_V = [5, 3, 0, 4] as const;
const twelveBar = [0, 0, 0, 0, 3, 3, 0, 0, 4, 3, 0, 4] as const, quickChange = [0, 3, 0, 0, 3, 3, 0, 0, 4, 3, 0, 4] as const;

export const STYLES: Record<SoundStyle, StyleSpec> = {
  pop: {
    ...base, tempo: [92, 124], scales: ['major', 'major', 'minor'],
    progressions: { verse: [I_V_vi_IV, [0, 5, 3, 4], [0, 3, 0, 4]], chorus: [[3, 4, 0, 5], I_V_vi_IV, vi_IV_I_V], bridge: [[3, 4, 2, 5], [5, 4, 3, 4]] },
    drums: 'pop', bass: [{ pattern: 'pop', inst: 'fingerBass' }, { pattern: 'pop', inst: 'synthBass' }],
    chords: [{ pattern: 'block', inst: 'piano' }, { pattern: 'strum', inst: 'guitar' }, { pattern: 'block', inst: 'epiano' }],
    layers: [{ pattern: 'pad', inst: 'strings' }, { pattern: 'arp', inst: 'bells' }],
    melody: ['squareLead', 'sawLead', 'bells', 'flute'], reverb: 0.5, level: 1.9,
  },
  rock: {
    ...base, tempo: [108, 148], scales: ['major', 'mixolydian', 'minor'], harmony: 'power',
    progressions: { verse: [[0, 6, 3, 0], [0, 3, 4, 3], [0, 0, 3, 4]], chorus: [[3, 0, 4, 5], I_V_vi_IV, [0, 6, 3, 3]], bridge: [[5, 3, 4, 4], [3, 5, 4, 6]] },
    drums: 'rock', bass: [{ pattern: 'eighths', inst: 'fingerBass' }],
    chords: [{ pattern: 'power', inst: 'distGuitar' }],
    layers: [{ pattern: 'pad', inst: 'organ' }, { pattern: 'strum', inst: 'guitar' }],
    melody: ['distLead', 'sawLead'], reverb: 0.35, level: 0.5, drive: 3,
  },
  metal: {
    ...base, tempo: [128, 168], scales: ['minor', 'phrygian', 'harmonicMinor'], harmony: 'power',
    progressions: { verse: [[0, 0, 5, 6], [0, 1, 0, 6], [0, 5, 3, 4]], chorus: [[5, 6, 0, 0], [0, 3, 5, 6]], bridge: [[3, 4, 5, 6], [5, 5, 6, 6]] },
    drums: 'metal', bass: [{ pattern: 'eighths', inst: 'fingerBass' }],
    chords: [{ pattern: 'power', inst: 'distGuitar' }],
    layers: [{ pattern: 'pad', inst: 'strings' }],
    melody: ['distLead', 'sawLead'], melodyDensity: 'busy', reverb: 0.3, level: -1.7, drive: 7,
  },
  jazz: {
    ...base, tempo: [100, 168], swing: 1 / 6, scales: ['major', 'dorian'], harmony: 'seventh',
    progressions: { verse: [[1, 4, 0, 5], [0, 5, 1, 4], [[2, 5], [1, 4], 0, 0]], chorus: [[3, [2, 5], [1, 4], 0], [0, [5, 1], [4, 0], 0]], bridge: [[3, 3, [2, 5], [1, 4]], [5, 1, 4, 0]] },
    drums: 'jazz', bass: [{ pattern: 'walking', inst: 'upright' }],
    chords: [{ pattern: 'comp', inst: 'epiano' }, { pattern: 'comp', inst: 'piano' }],
    layers: [{ pattern: 'pad', inst: 'strings' }],
    melody: ['vibes', 'sax', 'flute'], reverb: 0.45, level: 2.5,
  },
  classical: {
    ...base, tempo: [66, 100], meters: [4, 4, 3], scales: ['major', 'harmonicMinor'],
    progressions: { verse: [I_IV_V_I, [0, 5, 3, 4], [0, 4, 5, 2]], chorus: [[3, 0, 4, 0], [5, 3, 4, 0], [1, 4, 0, 0]], bridge: [[5, 2, 3, 4], [3, 4, 2, 5]] },
    drums: null, bass: [{ pattern: 'half', inst: 'cello' }],
    chords: [{ pattern: 'arp', inst: 'harp' }, { pattern: 'arp', inst: 'harpsichord' }, { pattern: 'pad', inst: 'strings' }],
    layers: [{ pattern: 'pad', inst: 'strings' }, { pattern: 'arp', inst: 'harp' }],
    melody: ['flute', 'violin'], reverb: 0.78, level: 2,
  },
  electronic: {
    ...base, tempo: [118, 128], scales: ['minor', 'dorian'],
    progressions: { verse: [[0, 5, 2, 6], [0, 3, 5, 4], vi_IV_I_V], chorus: [vi_IV_I_V, [0, 6, 5, 6]], bridge: [[3, 3, 5, 5], [5, 5, 6, 6]] },
    drums: 'house', bass: [{ pattern: 'offbeat', inst: 'synthBass' }],
    chords: [{ pattern: 'stabs', inst: 'supersaw' }, { pattern: 'pad', inst: 'pad' }],
    layers: [{ pattern: 'arp', inst: 'pluckSynth' }, { pattern: 'pad', inst: 'pad' }],
    melody: ['sawLead', 'squareLead', 'pluckSynth'], reverb: 0.45, level: 3.9, echoBeats: 0.75, duck: true,
  },
  hiphop: {
    ...base, tempo: [80, 96], swing: 0.06, swingUnit: 16, scales: ['minor', 'dorian'], harmony: 'seventh',
    progressions: { verse: [[0, 5, 2, 6], [0, 3, 0, 3], [0, 0, 5, 5]], chorus: [[5, 6, 0, 0], [3, 4, 0, 0]], bridge: [[3, 3, 4, 4]] },
    drums: 'boombap', bass: [{ pattern: 'sub', inst: 'subBass' }],
    chords: [{ pattern: 'pad', inst: 'epiano' }, { pattern: 'comp', inst: 'epiano' }],
    layers: [{ pattern: 'pad', inst: 'strings' }, { pattern: 'stabs', inst: 'brass' }],
    melody: ['bells', 'vibes', 'flute'], melodyDensity: 'sparse', reverb: 0.3, level: 2,
  },
  country: {
    ...base, tempo: [96, 132], meters: [4, 4, 3], scales: ['major'],
    progressions: { verse: [I_IV_V_I, [0, 0, 3, 4], [0, 4, 3, 0]], chorus: [[3, 0, 4, 0], [3, 4, 0, 0]], bridge: [[5, 3, 4, 4]] },
    drums: 'country', bass: [{ pattern: 'rootFifth', inst: 'fingerBass' }],
    chords: [{ pattern: 'strum', inst: 'guitar' }, { pattern: 'boomchick', inst: 'guitar' }],
    layers: [{ pattern: 'arp', inst: 'banjo' }, { pattern: 'pad', inst: 'organ' }],
    melody: ['fiddle', 'cleanGuitar'], reverb: 0.35, level: 3.4,
  },
  blues: {
    ...base, tempo: [70, 100], swing: 1 / 6, scales: ['mixolydian'], melodyScale: 'blues', harmony: 'dom7', phraseBars: 12,
    progressions: { verse: [twelveBar, quickChange], chorus: [twelveBar], bridge: [quickChange] },
    drums: 'shuffle', bass: [{ pattern: 'boogie', inst: 'fingerBass' }, { pattern: 'walking', inst: 'upright' }],
    chords: [{ pattern: 'comp', inst: 'piano' }, { pattern: 'pad', inst: 'organ' }],
    layers: [{ pattern: 'pad', inst: 'organ' }],
    melody: ['cleanGuitar', 'sax'], reverb: 0.4, level: 2.6,
  },
  folk: {
    ...base, tempo: [84, 116], meters: [4, 4, 3], scales: ['major', 'dorian', 'mixolydian'],
    progressions: { verse: [I_V_vi_IV, [0, 3, 0, 4], [0, 6, 3, 0]], chorus: [[3, 0, 4, 0], vi_IV_I_V], bridge: [[3, 4, 5, 5]] },
    drums: 'folk', bass: [{ pattern: 'half', inst: 'upright' }],
    chords: [{ pattern: 'fingerpick', inst: 'nylon' }, { pattern: 'strum', inst: 'guitar' }],
    layers: [{ pattern: 'pad', inst: 'strings' }],
    melody: ['flute', 'violin'], reverb: 0.45, level: 5.3,
  },
  reggae: {
    ...base, tempo: [68, 84], swing: 0.04, swingUnit: 16, scales: ['major', 'minor'],
    progressions: { verse: [[0, 3, 0, 4], [0, 5, 3, 4], [1, 4, 1, 4]], chorus: [[3, 4, 0, 0], vi_IV_I_V], bridge: [[3, 3, 4, 4]] },
    drums: 'onedrop', bass: [{ pattern: 'reggae', inst: 'fingerBass' }],
    chords: [{ pattern: 'skank', inst: 'cleanGuitar' }],
    layers: [{ pattern: 'bubble', inst: 'organ' }],
    melody: ['squareLead', 'sawLead'], melodyDensity: 'sparse', reverb: 0.35, level: 3.6, echoBeats: 0.75,
  },
  latin: {
    ...base, tempo: [90, 120], scales: ['harmonicMinor', 'minor', 'major'], harmony: 'seventh',
    progressions: { verse: [I_IV_V_I, [0, 5, 1, 4], [1, 4, 0, 0]], chorus: [[3, 4, 0, 0], [5, 1, 4, 0]], bridge: [[3, 3, 4, 4]] },
    drums: 'latin', bass: [{ pattern: 'tumbao', inst: 'fingerBass' }],
    chords: [{ pattern: 'montuno', inst: 'piano' }],
    layers: [{ pattern: 'stabs', inst: 'brass' }],
    melody: ['brass', 'flute', 'nylon'], reverb: 0.4, level: 4,
  },
  ambient: {
    ...base, tempo: [60, 80], scales: ['lydian', 'major', 'dorian'], harmony: 'seventh', barsPerChord: 2,
    progressions: { verse: [[0, 3], [0, 1], [0, 5, 3, 4]], chorus: [[3, 0], [5, 3, 0, 4]], bridge: [[1, 3], [5, 4]] },
    drums: null, bass: [{ pattern: 'drone', inst: 'subBass' }],
    chords: [{ pattern: 'pad', inst: 'pad' }, { pattern: 'pad', inst: 'warmPad' }],
    layers: [{ pattern: 'arp', inst: 'bells' }],
    melody: ['bells', 'flute'], melodyDensity: 'sparse', reverb: 0.9, level: 1.1, echoBeats: 1.5,
  },
  funk: {
    ...base, tempo: [96, 116], swing: 0.03, swingUnit: 16, scales: ['dorian', 'mixolydian'], harmony: 'seventh',
    progressions: { verse: [[0, 0, 3, 3], [0, 0, 0, 3], [0, 6, 0, 6]], chorus: [[3, 3, 0, 0], [3, 4, 0, 0]], bridge: [[5, 4, 3, 4]] },
    drums: 'funk', bass: [{ pattern: 'funk', inst: 'synthBass' }, { pattern: 'funk', inst: 'fingerBass' }],
    chords: [{ pattern: 'stabs', inst: 'clav' }, { pattern: 'stabs', inst: 'epiano' }],
    layers: [{ pattern: 'stabs', inst: 'brass' }],
    melody: ['squareLead', 'sax'], melodyDensity: 'busy', reverb: 0.25, level: 3.3,
  },
  world: {
    ...base, tempo: [86, 118], scales: ['phrygianDominant', 'harmonicMinor', 'dorian'],
    progressions: { verse: [[0, 0, 1, 0], [0, 6, 0, 6], [0, 3, 0, 4]], chorus: [[0, 1, 0, 6], [3, 3, 0, 0]], bridge: [[6, 6, 0, 0]] },
    drums: 'world', bass: [{ pattern: 'drone', inst: 'cello' }],
    chords: [{ pattern: 'arp', inst: 'oud' }, { pattern: 'pad', inst: 'warmPad' }],
    layers: [{ pattern: 'pad', inst: 'strings' }],
    melody: ['flute', 'oud'], reverb: 0.5, level: 5.4,
  },
  christmas: {
    ...base, tempo: [100, 132], meters: [4, 4, 3], scales: ['major'],
    progressions: { verse: [[0, 5, 1, 4], I_IV_V_I, [0, 0, 3, 4]], chorus: [[3, 0, 4, 0], [3, 4, 0, 5]], bridge: [[5, 2, 3, 4]] },
    drums: 'christmas', bass: [{ pattern: 'walking', inst: 'upright' }, { pattern: 'half', inst: 'fingerBass' }],
    chords: [{ pattern: 'block', inst: 'piano' }, { pattern: 'pad', inst: 'strings' }],
    layers: [{ pattern: 'arp', inst: 'celesta' }, { pattern: 'pad', inst: 'strings' }],
    melody: ['bells', 'celesta', 'flute'], reverb: 0.55, level: 2.3,
  },
};
