// Apart from the schemas: every page's first download names its slots and must not carry zod.

/** Creative sizes, in CSS pixels; a slot keeps its format's shape before anything loads (no layout shift). */
export const AD_FORMATS = {
  leaderboard: { width: 728, height: 90 },
  rectangle: { width: 300, height: 250 },
  video: { width: 640, height: 360 },
} as const;
export type AdFormat = keyof typeof AD_FORMATS;

/** The display slots of 000 section 2 (the UI state's refresh counters), each with its format. */
export const AD_SLOTS = {
  'leaderboard-music-play': 'leaderboard',
  'leaderboard-below-fold': 'leaderboard',
  'rectangle-right-1': 'rectangle',
  'rectangle-right-2': 'rectangle',
  'leaderboard-channels': 'leaderboard',
  video: 'video',
} as const satisfies Record<string, AdFormat>;
export type AdSlotName = keyof typeof AD_SLOTS;

export const AD_TEXT = {
  label: 'Advertisement',
} as const;
