import { z } from 'zod';
import { channelRef, oid, oidString } from '../ids';
import { channel, channelDetails } from '../schemas';
import { ADD_CHANNEL_STATUSES } from './blends';
import { CHANNEL_EDIT_ACTIONS, CHANNEL_EDIT_STATUSES, CHANNEL_NAME_MAX } from './channel-edits';

export const channelEditAction = z.enum(CHANNEL_EDIT_ACTIONS);

/**
 * Form body of the channel edit call: `t` names the artist of an artist action, `o` the track of a
 * track action or the included channel of remove_channel; edit_channel sends `name` and
 * `ratingsChannel` (accepted as the spec sends it; whether a channel plays ratings is the server's).
 */
export const channelEditForm = z.object({
  t: oidString.optional().describe('artist id (remove_artist, add_artist)'),
  o: oidString.optional().describe('track id (remove_track, add_track) or included channel id (remove_channel)'),
  w: z.literal('1').optional(),
  name: z
    .string()
    .trim()
    .min(1, 'required')
    .max(CHANNEL_NAME_MAX, `at most ${CHANNEL_NAME_MAX} characters`)
    .optional()
    .describe('new channel name (edit_channel)'),
  ratingsChannel: z.enum(['true', 'false', '1', '0']).optional().describe('edit_channel: ignored, kept for the spec'),
});
export type ChannelEditForm = z.infer<typeof channelEditForm>;

export const channelEditResult = z.object({ status: z.enum(CHANNEL_EDIT_STATUSES) });

/** Form body of the add_channel call: the channel to blend in, and whether it is a user channel. */
export const addChannelForm = z.object({
  o: channelRef.describe('the channel to blend in (24-hex id or legacy id)'),
  uc: z.enum(['0', '1']).optional().describe('1 when o is a user channel'),
});
export type AddChannelForm = z.infer<typeof addChannelForm>;

export const addChannelResult = z.object({ status: z.enum(ADD_CHANNEL_STATUSES) });
export type AddChannelResult = z.infer<typeof addChannelResult>;

/** GET /c/m/json/channel/{id}/check/: may the caller see the settings page, and change the channel. */
export const channelCheck = z.object({ can_view: z.boolean(), can_edit: z.boolean() });
export type ChannelCheck = z.infer<typeof channelCheck>;

/** One channel a blend plays, as its settings page lists it. */
export const includedChannel = z.object({
  _id: oid,
  oldid: z.number().int(),
  name: z.string(),
  image: z.string(),
  is_five_star: z.boolean().describe('Five-Star Radio (legacy id 4605): never removed from a blend'),
});
export type IncludedChannel = z.infer<typeof includedChannel>;

/** The settings page's details: bans, and every channel the channel plays (itself, for a curated channel). */
export const channelSettingsDetails = channelDetails.extend({ included_channels: z.array(includedChannel) });
export type ChannelSettingsDetails = z.infer<typeof channelSettingsDetails>;

/** GET /c/m/json/similar/{id}/. */
export const similarChannels = z.object({ status: z.literal('ok'), rchannels: z.array(channel) });
export type SimilarChannels = z.infer<typeof similarChannels>;
