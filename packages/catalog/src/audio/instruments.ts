/** Instrument presets: which cheap voice model plays them, and how it is shaped. */
export type BusId = 'drums' | 'bass' | 'chords' | 'lead' | 'pad' | 'guitar';
export type Waveform = 'saw' | 'square' | 'triangle' | 'sine' | 'organ' | 'sub';
export type DrumSound =
  | 'kick' | 'kick808' | 'snare' | 'hatClosed' | 'hatOpen' | 'ride' | 'crash' | 'clap' | 'rim'
  | 'brush' | 'brushTap' | 'shaker' | 'conga' | 'congaLow' | 'tom' | 'sleigh' | 'riser' | 'boom';

export interface OscSpec {
  kind: 'osc';
  wave: Waveform;
  /** Second oscillator detune in cents; 0 = single oscillator. */
  detune: number;
  attack: number; decay: number; sustain: number; release: number;
  cutoff: number;
  /** Extra cutoff (Hz) at full envelope, for plucky filter sweeps. */
  cutoffEnv: number;
  vibrato: number;
  gain: number;
  bus: BusId;
}
export interface PluckSpec { kind: 'pluck'; brightness: number; t60: number; release: number; gain: number; bus: BusId }
export interface FmSpec {
  kind: 'fm';
  ratio: number; index: number;
  /** How fast the brightness fades, per second. */
  indexDecay: number;
  attack: number; decay: number; sustain: number; release: number;
  tremolo: number;
  gain: number;
  bus: BusId;
}
export interface DrumSpec { kind: 'drum'; sound: DrumSound; gain: number; pan: number; bus: BusId }
export type InstrumentSpec = OscSpec | PluckSpec | FmSpec | DrumSpec;

const osc = (s: Omit<OscSpec, 'kind'>): OscSpec => ({ kind: 'osc', ...s });
const pluck = (brightness: number, t60: number, gain: number, bus: BusId = 'chords'): PluckSpec =>
  ({ kind: 'pluck', brightness, t60, release: 0.08, gain, bus });
const fm = (s: Omit<FmSpec, 'kind'>): FmSpec => ({ kind: 'fm', ...s });
const drum = (sound: DrumSound, gain: number, pan = 0): DrumSpec => ({ kind: 'drum', sound, gain, pan, bus: 'drums' });

export const INSTRUMENTS = {
  piano: fm({ ratio: 1, index: 1.4, indexDecay: 3, attack: 0.002, decay: 2.2, sustain: 0, release: 0.25, tremolo: 0, gain: 0.45, bus: 'chords' }),
  epiano: fm({ ratio: 1, index: 0.9, indexDecay: 5, attack: 0.003, decay: 2.8, sustain: 0, release: 0.3, tremolo: 0.15, gain: 0.39, bus: 'chords' }),
  vibes: fm({ ratio: 4, index: 0.5, indexDecay: 8, attack: 0.002, decay: 2.4, sustain: 0, release: 0.4, tremolo: 0.35, gain: 0.72, bus: 'lead' }),
  bells: fm({ ratio: 3.5, index: 1.6, indexDecay: 4, attack: 0.001, decay: 1.4, sustain: 0, release: 0.5, tremolo: 0, gain: 0.6, bus: 'lead' }),
  celesta: fm({ ratio: 2, index: 1, indexDecay: 6, attack: 0.001, decay: 0.9, sustain: 0, release: 0.3, tremolo: 0, gain: 0.6, bus: 'lead' }),
  chime: fm({ ratio: 3.5, index: 2, indexDecay: 2, attack: 0.001, decay: 3, sustain: 0, release: 1, tremolo: 0, gain: 0.42, bus: 'lead' }),
  organ: osc({ wave: 'organ', detune: 0, attack: 0.008, decay: 0.2, sustain: 0.9, release: 0.06, cutoff: 6000, cutoffEnv: 0, vibrato: 4, gain: 0.18, bus: 'chords' }),
  strings: osc({ wave: 'saw', detune: 9, attack: 0.3, decay: 0.4, sustain: 0.85, release: 0.6, cutoff: 2200, cutoffEnv: 0, vibrato: 10, gain: 0.48, bus: 'pad' }),
  violin: osc({ wave: 'saw', detune: 4, attack: 0.12, decay: 0.3, sustain: 0.85, release: 0.25, cutoff: 3200, cutoffEnv: 0, vibrato: 18, gain: 0.95, bus: 'lead' }),
  fiddle: osc({ wave: 'saw', detune: 5, attack: 0.05, decay: 0.2, sustain: 0.8, release: 0.15, cutoff: 3500, cutoffEnv: 0, vibrato: 16, gain: 0.95, bus: 'lead' }),
  cello: osc({ wave: 'saw', detune: 6, attack: 0.15, decay: 0.3, sustain: 0.85, release: 0.4, cutoff: 900, cutoffEnv: 0, vibrato: 8, gain: 0.8, bus: 'bass' }),
  pad: osc({ wave: 'saw', detune: 14, attack: 1.2, decay: 1, sustain: 0.8, release: 2, cutoff: 1100, cutoffEnv: 0, vibrato: 0, gain: 0.65, bus: 'pad' }),
  warmPad: osc({ wave: 'triangle', detune: 7, attack: 0.9, decay: 1, sustain: 0.85, release: 1.6, cutoff: 2400, cutoffEnv: 0, vibrato: 0, gain: 0.43, bus: 'pad' }),
  brass: osc({ wave: 'saw', detune: 6, attack: 0.04, decay: 0.25, sustain: 0.7, release: 0.15, cutoff: 700, cutoffEnv: 2600, vibrato: 6, gain: 0.67, bus: 'chords' }),
  supersaw: osc({ wave: 'saw', detune: 16, attack: 0.005, decay: 0.3, sustain: 0.5, release: 0.25, cutoff: 1200, cutoffEnv: 3500, vibrato: 0, gain: 1.2, bus: 'chords' }),
  pluckSynth: osc({ wave: 'square', detune: 0, attack: 0.002, decay: 0.18, sustain: 0, release: 0.12, cutoff: 900, cutoffEnv: 3500, vibrato: 0, gain: 0.5, bus: 'lead' }),
  sawLead: osc({ wave: 'saw', detune: 6, attack: 0.01, decay: 0.3, sustain: 0.75, release: 0.15, cutoff: 1800, cutoffEnv: 1800, vibrato: 8, gain: 1.0, bus: 'lead' }),
  squareLead: osc({ wave: 'square', detune: 0, attack: 0.01, decay: 0.25, sustain: 0.7, release: 0.12, cutoff: 2000, cutoffEnv: 1200, vibrato: 8, gain: 0.26, bus: 'lead' }),
  flute: osc({ wave: 'triangle', detune: 0, attack: 0.06, decay: 0.2, sustain: 0.85, release: 0.12, cutoff: 2600, cutoffEnv: 0, vibrato: 14, gain: 0.3, bus: 'lead' }),
  sax: osc({ wave: 'saw', detune: 0, attack: 0.03, decay: 0.3, sustain: 0.75, release: 0.1, cutoff: 1100, cutoffEnv: 1400, vibrato: 14, gain: 0.43, bus: 'lead' }),
  synthBass: osc({ wave: 'saw', detune: 0, attack: 0.003, decay: 0.18, sustain: 0.5, release: 0.05, cutoff: 250, cutoffEnv: 1400, vibrato: 0, gain: 0.75, bus: 'bass' }),
  subBass: osc({ wave: 'sub', detune: 0, attack: 0.005, decay: 0.9, sustain: 0.55, release: 0.12, cutoff: 900, cutoffEnv: 0, vibrato: 0, gain: 0.46, bus: 'bass' }),
  fingerBass: osc({ wave: 'saw', detune: 0, attack: 0.004, decay: 0.35, sustain: 0.5, release: 0.07, cutoff: 420, cutoffEnv: 700, vibrato: 0, gain: 0.74, bus: 'bass' }),
  upright: pluck(0.3, 1.1, 1.1, 'bass'),
  guitar: pluck(0.65, 2.5, 0.5),
  nylon: pluck(0.45, 2, 0.55),
  cleanGuitar: pluck(0.6, 1.0, 0.8),
  mutedGuitar: { kind: 'pluck', brightness: 0.45, t60: 0.25, release: 0.04, gain: 0.85, bus: 'guitar' } as PluckSpec,
  distGuitar: pluck(0.8, 3, 0.75, 'guitar'),
  distLead: pluck(0.85, 3, 0.75, 'guitar'),
  harp: pluck(0.55, 3, 0.71),
  harpsichord: pluck(0.95, 1.4, 0.78),
  banjo: pluck(0.9, 0.7, 0.6),
  oud: pluck(0.75, 1.4, 0.82),
  clav: pluck(1, 0.35, 0.7),
  kick: drum('kick', 0.89),
  kick808: drum('kick808', 0.88),
  snare: drum('snare', 0.58),
  hatClosed: drum('hatClosed', 0.98, 0.25),
  hatOpen: drum('hatOpen', 0.73, 0.25),
  ride: drum('ride', 0.5, -0.3),
  crash: drum('crash', 0.43, -0.2),
  clap: drum('clap', 1.16, 0.05),
  rim: drum('rim', 0.36, 0.15),
  brush: drum('brush', 0.6, 0.1),
  brushTap: drum('brushTap', 0.8, 0.05),
  shaker: drum('shaker', 0.7, 0.35),
  conga: drum('conga', 0.7, 0.3),
  congaLow: drum('congaLow', 0.5, -0.25),
  tom: drum('tom', 0.53, -0.15),
  sleigh: drum('sleigh', 0.98, 0.3),
  riser: drum('riser', 0.4),
  boom: drum('boom', 0.9),
} satisfies Record<string, InstrumentSpec>;

export type InstrumentId = keyof typeof INSTRUMENTS;
