/** A word bank for one flavour of music: title phrases plus nouns and adjectives to combine. */
export interface WordBank {
  nouns: string[];
  adjs: string[];
  /** Ready-made titles. */
  phrases: string[];
  /** Album-ish nouns ('Sessions', 'Tapes'). */
  albumWords: string[];
}

export function list(block: string): string[] {
  return block.split('|').map((s) => s.trim()).filter(Boolean);
}

/** Nouns every English-language bank may borrow. */
export const COMMON_NOUNS = list(`Heart|Night|River|Light|Road|Home|Rain|Fire|Dream|Sky|Moon|Sun|City|Summer|Shadow|Ocean|Window|
Highway|Morning|Midnight|Thunder|Garden|Mirror|Echo|Horizon|Train|Letter|Storm|Wind|Star|Island|Bridge|Harbor|Valley|Mountain|
Avenue|Station|Diamond|Paradise|Lighthouse|Daydream|Wildfire|Heartbeat|Compass|Anchor|Feather|Ember|Skyline|Velvet|Gravity|
Kingdom|Season|Tide|Canyon|Meadow|Porch|Doorway|Photograph|Whisper|Lantern|Satellite|Carousel|Postcard|Hometown|Sunrise|Sundown`);

export const COMMON_ADJS = list(`Golden|Silver|Blue|Wild|Quiet|Lonely|Sweet|Broken|Electric|Endless|Restless|Hollow|Crimson|Hidden|
Faded|Bright|Gentle|Lucky|Burning|Falling|Rising|Little|Open|Midnight|Distant|Tender|Secret|Simple|Velvet|Last`);
