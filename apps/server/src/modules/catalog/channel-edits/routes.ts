import { CHANNEL_ENDPOINTS, type ChannelEditAction, type ChannelEditForm, type ChannelEditStatus } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { EventLog } from '../../../metrics/events';
import { bannedBy } from '../bans/actions';
import { memberAskerOf } from '../channels/asker';
import type { MemberAsker } from '../channels/service';

/** Carries out some of the channel edit call's actions for a logged-in listener. */
export interface ChannelEditor<A extends ChannelEditAction = ChannelEditAction> {
  /** What the log-in modal says to an anonymous listener who tries. */
  readonly logInPrompt: string;
  /** `not_authorized` for someone else's channel; unknown channels and items are 404s. */
  edit(asker: MemberAsker, channelRef: string, action: A, form: ChannelEditForm): Promise<ChannelEditStatus>;
}

/** Who carries out each action: bans, blends (remove_channel) and renaming (edit_channel). */
export type ChannelEditors = { [A in ChannelEditAction]: ChannelEditor<A> };

export function channelEditRoutes(editors: ChannelEditors, events: EventLog) {
  return [
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.edit,
      summary:
        "Edit a channel: ban (remove_track, remove_artist) or add back (add_track, add_artist) a song (form o) or artist (form t), take an included channel (form o) out of a blend (remove_channel), or rename it (edit_channel, form name). On a curated channel this edits the listener's own copy, made on the first ban or rename",
      tags: ['channels'],
      handler: async ({ params, body }, req) => {
        const editor = editors[params.action] as ChannelEditor;
        const asker = memberAskerOf(req, editor.logInPrompt);
        const status = await editor.edit(asker, params.id, params.action, body);
        const banned = status === 'ok' ? bannedBy(params.action, body) : null;
        if (banned) events.event(req.log, 'ban', { channel: params.id, user: asker.userId, ...banned });
        return { status };
      },
    }),
  ];
}
