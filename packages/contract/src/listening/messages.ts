/** What the log-in modal says when an anonymous listener reaches for a logged-in feature (000 sections 4–5). */
export const LOG_IN_PROMPTS = {
  skip: 'Skip an unlimited number of songs',
  ban: 'Ban a song or artist',
  rate: 'Rate songs to build a channel of only your favorites',
  favorite: 'Save a channel to your favorites',
  blend: 'Blend Channels together',
  rename: 'Rename your channels',
  fiveStar: 'Log in to hear your Five-Star Radio: the songs you rate 4 or 5 stars',
} as const;
