// The channel edit call (000 section 7) as both sides use it: its path, actions and answers, and
// the texts that report them. No zod here (the schemas are in channel-edit-schemas.ts): the Ban
// dialog's lazily loaded chunk imports this module.

/**
 * What POST /c/m/json/channel/{channelId}/{action}/ can do: ban (remove) or re-allow (add) a song,
 * named in the form field `o`, or an artist, named in `t`; take an included channel (`o`) out of a
 * blend; rename the channel (`name`).
 */
export const CHANNEL_EDIT_ACTIONS = ['remove_track', 'remove_artist', 'add_track', 'add_artist', 'remove_channel', 'edit_channel'] as const;
export type ChannelEditAction = (typeof CHANNEL_EDIT_ACTIONS)[number];

/** `limit`: the channel already has as many bans of that kind as it may; `not_authorized`: someone else's channel. */
export const CHANNEL_EDIT_STATUSES = ['ok', 'limit', 'not_authorized'] as const;
export type ChannelEditStatus = (typeof CHANNEL_EDIT_STATUSES)[number];

/** Bans per channel (000 sections 5 and 9). Apart from LIMITS, which the first page load carries whole. */
export const BAN_LIMITS = { songs: 200, artists: 100 } as const;

/**
 * A channel name: the spec sets no client rule (000 section 5), so the server trims it and takes
 * 1 to this many characters, and every page renders it as text.
 */
export const CHANNEL_NAME_MAX = 80;

const banLimitText = (max: number, things: string) =>
  `Sorry, you cannot ban more than ${max} ${things} from this channel. (You can add back banned ${things} if you wish to ban additional ${things}.)`;

/** What a channel edit reports (000 section 8). */
export const CHANNEL_EDIT_TEXT = {
  songLimit: banLimitText(BAN_LIMITS.songs, 'songs'),
  artistLimit: banLimitText(BAN_LIMITS.artists, 'artists'),
  unauthorizedTitle: 'Unauthorized',
  unauthorized: "Sorry, you cannot make changes to someone else's channel",
  failure: 'Error editing channel. Please try again.',
  banned: (name: string) => `${name} banned from channel`,
  added: (name: string) => `${name} added to channel`,
  removed: (name: string) => `${name} removed from channel`,
  renamed: (name: string) => `${name} renamed`,
} as const;

/** The rename modal (000 section 2, Other modals). */
export const RENAME_TEXT = {
  title: 'Rename Channel',
  label: 'Channel name',
  save: 'Rename',
  cancel: 'Cancel',
  required: 'Please enter a name.',
  tooLong: `Names can be at most ${CHANNEL_NAME_MAX} characters.`,
  error: (message: string) => `Error: ${message}`,
} as const;

/** The 'Ban Artist or Song' dialog (000 section 2). */
export const BAN_DIALOG_TEXT = {
  title: 'Ban Artist or Song',
  description: (channelName: string) => `Never hear it again on ${channelName}.`,
  banSong: 'Ban Song',
  banArtist: 'Ban Artist',
  cancel: 'Cancel',
} as const;
