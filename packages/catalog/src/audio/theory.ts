export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  phrygianDominant: [0, 1, 4, 5, 7, 8, 10],
  blues: [0, 3, 5, 6, 7, 10],
} as const;

export type ScaleName = keyof typeof SCALES;
export type Harmony = 'triad' | 'seventh' | 'dom7' | 'power';

export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Semitones above the tonic of a scale degree; degrees beyond the scale wrap into other octaves. */
export function degreeToSemitone(scale: readonly number[], degree: number): number {
  const n = scale.length;
  const octave = Math.floor(degree / n);
  return scale[degree - octave * n] + 12 * octave;
}

export interface Chord {
  /** Pitch classes (0–11, absolute), root first. */
  pcs: number[];
  root: number;
  fifth: number;
  third: number;
}

const mod12 = (n: number) => ((n % 12) + 12) % 12;

export function buildChord(keyRoot: number, scale: readonly number[], degree: number, harmony: Harmony): Chord {
  const rootSemi = degreeToSemitone(scale, degree);
  let semis: number[];
  if (harmony === 'dom7') semis = [0, 4, 7, 10].map((s) => rootSemi + s);
  else if (harmony === 'power') semis = [rootSemi, rootSemi + 7];
  else {
    const stack = harmony === 'seventh' ? [0, 2, 4, 6] : [0, 2, 4];
    semis = stack.map((s) => degreeToSemitone(scale, degree + s));
  }
  const pcs = semis.map((s) => mod12(keyRoot + s));
  const third = harmony === 'power' ? pcs[0] : pcs[1];
  return { pcs, root: pcs[0], fifth: mod12(keyRoot + rootSemi + 7), third };
}

/** The lowest MIDI note ≥ `low` with this pitch class. */
export function noteAtOrAbove(pc: number, low: number): number {
  return low + mod12(pc - low);
}

/** Close voicing of the chord tones within one octave starting at `low`. */
export function closeVoicing(chord: Chord, low: number): number[] {
  return chord.pcs.map((pc) => noteAtOrAbove(pc, low)).sort((a, b) => a - b);
}

/** The chord tone nearest to `midi` (ties go down). */
export function nearestChordTone(chord: Chord, midi: number): number {
  for (let d = 0; d < 7; d++) {
    if (chord.pcs.includes(mod12(midi - d))) return midi - d;
    if (chord.pcs.includes(mod12(midi + d))) return midi + d;
  }
  return midi;
}
