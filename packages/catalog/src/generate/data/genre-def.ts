import type { SoundStyle } from '../../types';
import type { VocabKey } from './vocab-keys';

export type Energy = 'calm' | 'mid' | 'high';

/** Hand-written facts about one genre; everything else about it is generated from these. */
export interface GenreDef {
  name: string;
  /** URL slug; derived from the name when absent. */
  param?: string;
  style: SoundStyle;
  /** Word bank for names and titles; defaults to the style. */
  vocab?: VocabKey;
  /** Relative share of the curated channels. */
  weight: number;
  /** Release years its albums fall in. */
  years: [number, number];
  energy: Energy;
  /** Phrases channel names are built around ('Smooth Jazz', 'Cafe Jazz'). */
  cores: string[];
  /** Hand-named channels, used before the templated ones. */
  specials: string[];
  /** Genre page description. */
  blurb: string;
  /** Sonic ingredients quoted in channel descriptions. */
  sound: string[];
  /** Keywords typical of the genre. */
  tags: string[];
  /** Genre names whose music may be mixed into this genre's channels. */
  near: string[];
}
