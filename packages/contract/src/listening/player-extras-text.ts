import type { SongWhy } from './schemas';

// Texts of the player's add-ons (issue 27): the song's reason, the keyboard shortcuts, the sleep
// timer and casting. Apart from player-text.ts because only the open player's lazily loaded parts
// use them, while player-text.ts is shared with pages (the channel page) that would carry them.

/** The player's "Why this song" control and the lines it shows (issue 27). */
export const WHY_TEXT = {
  button: 'Why this song?',
  rated: (stars: number) => `You rated it ${stars} ${stars === 1 ? 'star' : 'stars'}`,
  fiveStar: 'From your Five-Star songs',
  artist: (artist: string) => `Because you like ${artist}`,
  curated: (channel: string) => `Picked by our curators for ${channel}`,
  fromBlend: (channel: string) => `From ${channel} in this blend`,
} as const;

/**
 * The one or two lines explaining a song: its reason, and in a blend the channel it came from
 * unless the reason already names it (the curators' pick names the channel, Five-Star songs are
 * the Five-Star channel's).
 */
export function whyLines(why: SongWhy): string[] {
  switch (why.kind) {
    case 'five_star':
      return [WHY_TEXT.fiveStar];
    case 'curated':
      return [WHY_TEXT.curated(why.channel)];
    case 'rated':
      return [WHY_TEXT.rated(why.stars), ...(why.blend ? [WHY_TEXT.fromBlend(why.channel)] : [])];
    case 'artist':
      return [WHY_TEXT.artist(why.artist), ...(why.blend ? [WHY_TEXT.fromBlend(why.channel)] : [])];
  }
}

/** The keyboard shortcuts' list and what they say when they change the sound (issue 27). */
export const SHORTCUT_TEXT = {
  title: 'Keyboard shortcuts',
  description: 'They work anywhere on the page, but not while you type or while a dialog is open.',
  playPause: 'Play or pause',
  next: 'Next song',
  volumeUp: 'Volume up',
  volumeDown: 'Volume down',
  mute: 'Mute or unmute',
  rate: 'Rate the song 1 to 5 stars',
  help: 'Show this list',
  volume: (percent: number) => `Volume ${percent}%`,
  muted: 'Sound muted',
} as const;

/** The sleep timer (issue 27). */
export const SLEEP_TEXT = {
  button: 'Sleep timer',
  minutes: (n: number) => `${n} minutes`,
  endOfSong: 'End of this song',
  off: 'Turn the timer off',
  /** The time left, beside the button (`left` is m:ss). */
  stopsIn: (left: string) => `Stops in ${left}`,
  stopsAfterSong: 'Stops after this song',
  stopped: 'The sleep timer stopped the music. Press play to go on listening.',
} as const;

/** Playing on another device through the browser's Remote Playback (issue 27). */
export const CAST_TEXT = {
  button: 'Play on another device',
  connecting: 'Connecting to the other device…',
  connected: 'Playing on another device',
  stop: 'Playing on another device: choose to stop or change',
  failed: 'Could not play on the other device.',
} as const;
