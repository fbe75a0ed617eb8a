import { z } from 'zod';
import { oidString } from '../ids';
import { CHANNEL_EDIT_ACTIONS, CHANNEL_EDIT_STATUSES } from './channel-edits';

export const channelEditAction = z.enum(CHANNEL_EDIT_ACTIONS);

/** Form body of the channel edit call: `t` names the artist of an artist action, `o` the track of a track action. */
export const channelEditForm = z.object({
  t: oidString.optional().describe('artist id (remove_artist, add_artist)'),
  o: oidString.optional().describe('track id (remove_track, add_track)'),
  w: z.literal('1').optional(),
});
export type ChannelEditForm = z.infer<typeof channelEditForm>;

export const channelEditResult = z.object({ status: z.enum(CHANNEL_EDIT_STATUSES) });
