import { YOUR_DATA_LIMITS } from './limits';

const MB = YOUR_DATA_LIMITS.importMaxBytes / (1024 * 1024);

/** What the settings page's "Your data" section and the two calls say (issue 27). */
export const YOUR_DATA_TEXT = {
  title: 'Your data',
  help: 'Download everything you have told Earshot as one file: your account, ratings, bans, favorites, channels, blends and what you played. Another Earshot server can restore it into a new account.',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your data file is downloaded.',
  downloadFailure: 'Your data could not be downloaded. Please try again.',
  importTitle: 'Bring your data here',
  importHelp:
    'Moving from another Earshot server? Choose the file you downloaded there. It restores your ratings, bans, blends, renamed channels, favorites and channel history into this account, which must not have any ratings, favorites or channels of its own yet.',
  chooseFile: 'Choose a data file',
  importButton: 'Import',
  importing: 'Importing your data…',
  importDone: 'Your data is restored.',
  notJson: 'This file is not an Earshot data file: it is not JSON.',
  tooLarge: `This file is larger than ${MB} MB, more than any Earshot data file.`,
  importFailure: 'The import failed. Nothing was changed; please try again.',
  noFile: 'Choose a file first.',
  resultTitle: 'What was restored',
  songHistoryKept: 'Song history stays in your file: this server keeps its own record of what it played.',
  /** The result table's rows, in the order the file lists its parts. */
  parts: {
    ratings: 'Song ratings',
    channels: 'Your channels',
    bans: 'Banned songs and artists',
    blendChannels: 'Channels in your blends',
    favorites: 'Favorites',
    channelHistory: 'Channel history',
  },
  restored: 'Restored',
  skipped: 'Skipped',
  skippedNote: 'Skipped: channels, songs or artists this server does not have.',
} as const;

/** The import's refusals. */
export const YOUR_DATA_MESSAGES = {
  notEmpty: 'This account already has ratings, favorites or channels of its own. Import restores a file into a new account only, so nothing is mixed up or doubled.',
} as const;
