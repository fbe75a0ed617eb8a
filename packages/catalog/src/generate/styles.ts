import type { SoundStyle } from '../types';

/** Typical track length (seconds) and loudness correction (dB) per style; loud modern masters need negative gain. */
export const STYLE_STATS: Record<SoundStyle, { seconds: number; gain: number }> = {
  pop: { seconds: 205, gain: -1.2 },
  rock: { seconds: 235, gain: -1.4 },
  jazz: { seconds: 265, gain: 0.8 },
  classical: { seconds: 280, gain: 2.0 },
  electronic: { seconds: 255, gain: -1.6 },
  hiphop: { seconds: 215, gain: -1.5 },
  country: { seconds: 210, gain: -0.8 },
  blues: { seconds: 240, gain: -0.2 },
  folk: { seconds: 220, gain: 0.6 },
  reggae: { seconds: 230, gain: -0.5 },
  latin: { seconds: 225, gain: -1.0 },
  ambient: { seconds: 300, gain: 1.6 },
  funk: { seconds: 245, gain: -0.6 },
  metal: { seconds: 265, gain: -2.2 },
  world: { seconds: 250, gain: 0.0 },
  christmas: { seconds: 185, gain: 0.2 },
};

export const MIN_TRACK_MS = 150_000;
export const MAX_TRACK_MS = 330_000;
