// Texts of favorites, the channel history, My Channels and the home rows. Only lazily loaded code
// shows them, so they live in a module of their own (tree-shaking is per module, see docs/decisions.md).

/** The favorite toggle, in the player and on tiles (000 section 8). */
export const FAVORITE_TEXT = {
  added: 'Favorite added.',
  removed: 'Favorite removed.',
  addFailure: 'Error adding favorite. Please try again.',
  removeFailure: 'Error removing favorite. Please try again.',
  add: 'Add to favorites',
  remove: 'Remove from favorites',
} as const;

/** My Channels (/favorites/ and /history/, 001 section 2) and the home rows. */
export const MY_CHANNELS_TEXT = {
  title: 'My Channels',
  description: 'Your favorite channels and the channels you have played, in one place.',
  favoritesTab: 'My Favorites',
  historyTab: 'My History',
  edit: 'Edit',
  cancel: 'Cancel',
  editHintFavorites: 'Click a channel to remove it from your favorites.',
  editHintHistory: 'Click a channel to remove it from your history. A favorite leaves your favorites first.',
  songHistoryLink: 'View Your Song History',
  related: 'You may also like:',
  favoritesEmpty: 'No favorites yet. Press the heart on any channel to keep it here.',
  historyEmpty: 'No channels yet. The channels you play will show up here.',
  loadFailure: 'Error loading your channels. Please try again.',
  loggedOut: 'Log in to keep your favorite channels and the channels you have played in one place.',
  removedFromHistory: 'Channel removed from history',
  removeFromHistoryFailure: 'Error removing channel from history. Please try again.',
  /** What a tile does in edit mode, for screen readers. */
  removeFavorite: (name: string) => `Remove ${name} from your favorites`,
  removeFromHistory: (name: string) => `Remove ${name} from your history`,
  notRemovable: (name: string) => `${name} stays in your history`,
  lastHeard: 'Last Heard',
} as const;
