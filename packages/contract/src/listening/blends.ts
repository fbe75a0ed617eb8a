// Blending (000 sections 4, 7, 8) as both sides use it: the call, its answers and the texts. No zod
// here (the schemas are in channel-edit-schemas.ts): lazily loaded chunks import this module.
import { LIMITS } from '../limits';
import { BLEND_BADGE } from './blend-badge';

/** `max`: the blend already holds LIMITS.blendMaxChannels channels; `not_authorized`: someone else's channel. */
export const ADD_CHANNEL_STATUSES = ['ok', 'max', 'not_authorized'] as const;
export type AddChannelStatus = (typeof ADD_CHANNEL_STATUSES)[number];

/** The most channels the similar call lists ('You may also like:', two rows of tiles). */
export const SIMILAR_CHANNELS_MAX = 12;

export const BLEND_TEXT = {
  promptTitle: 'Blend in a new channel?',
  promptBody: (channelName: string) =>
    `Pick any other channel and its music joins ${channelName} in one mix. You can blend up to ${LIMITS.blendMaxChannels} channels.`,
  promptYes: "Yes! Let's Blend",
  confirmTitle: 'Blend these channels?',
  confirmBody: (current: string, other: string) => `${other} will be blended into ${current}.`,
  blendIn: 'Blend In',
  cancel: 'Cancel',
  /** Shown while blend mode waits for the listener to pick a channel. */
  picking: (channelName: string) => `Pick a channel to blend into ${channelName}`,
  stopPicking: 'Stop blending',
  sameChannel: 'That channel is already playing. Pick another one to blend in.',
  successTitle: 'Blended in!',
  success: (name: string) => `${name} added to your blend`,
  max: `You cannot add more than ${LIMITS.blendMaxChannels} channels to a blend`,
  failure: "We weren't able to blend in this channel. Please try again later",
  /** The badge on a blend's tile and in the player. */
  badge: BLEND_BADGE,
  /** The player's Blend button says what pressing it does (stopPicking while blend mode is on). */
  start: 'Blend another channel into this one',
} as const;

/** Why the server refuses a blend change (400, `message`): add_channel of the channel itself, remove_channel. */
export const BLEND_REFUSALS = {
  sameChannel: 'Pick another channel to blend in',
  fiveStar: 'Five-Star Radio cannot be removed from a blend',
  lastChannel: 'A blend keeps at least one channel',
} as const;

/** The channel settings page /player/{id} (000 section 2, 001 section 2). */
export const CHANNEL_SETTINGS_TEXT = {
  /** The page's title until the channel's name is known. */
  title: 'Channel Settings',
  metaDescription: "A channel's banned artists and songs, the channels it plays, and channels like it.",
  rename: 'Rename Channel',
  share: 'Share',
  play: 'Play',
  bannedArtists: 'Banned artists',
  bannedSongs: 'Banned songs',
  includedChannels: 'Included Channels',
  addBack: 'Add back',
  remove: 'Remove',
  noBannedArtists: 'No artists banned. Ban one from the player to never hear them here.',
  noBannedSongs: 'No songs banned.',
  fiveStarNote: 'Five-Star Radio stays in this blend.',
  detailsFailure: 'Error retrieving channel data.',
  logInToView: 'View your own channels',
  /** Instead of a user channel's lists, for an anonymous visitor (000 section 6). */
  loggedOut: "Log in to see this channel's banned artists and songs and the channels it plays.",
  /** The settings menu's items while a channel plays (000 section 2). */
  menuSettings: 'Channel Settings',
  menuRename: 'Rename Channel',
} as const;
