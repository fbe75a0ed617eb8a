import { CHANNEL_EDIT_TEXT, CHANNEL_ENDPOINTS, type ChannelEditAction } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useMutation, usePendingMutations } from '../../lib/query/useMutation';
import { useApi } from '../../api/ApiContext';
import { channelSettingsKeys } from '../../api/channelSettingsKeys';
import { usePlayerCommands } from '../../features/player/PlayerContext';
import { toast } from '../../features/toasts/store';

/** What the settings page changes: banned artists and songs come back, included channels leave. */
export type SettingsEditAction = Extract<ChannelEditAction, 'add_artist' | 'add_track' | 'remove_channel'>;

export interface SettingsEdit {
  action: SettingsEditAction;
  /** The artist's, song's or included channel's id. */
  itemId: string;
  /** Its name, for the toast. */
  name: string;
}

/** 000 section 7: `t` names the artist of an artist action, `o` everything else. */
const FIELD: Record<SettingsEditAction, 't' | 'o'> = { add_artist: 't', add_track: 'o', remove_channel: 'o' };

const DONE: Record<SettingsEditAction, (name: string) => string> = {
  add_artist: CHANNEL_EDIT_TEXT.added,
  add_track: CHANNEL_EDIT_TEXT.added,
  remove_channel: CHANNEL_EDIT_TEXT.removed,
};

const EDIT_KEY = ['channelSettingsEdit'];

/** What a list needs to offer its edits; lists get none when the visitor may not edit the channel. */
export interface ListEditor {
  edit(edit: SettingsEdit): void;
  /** The ids of the items whose edit is under way. */
  busy: readonly string[];
}

interface EditTarget {
  /** The channel the page shows (details `_id`). */
  channelId: string;
  /** The channel is in the player: its playlist must follow the change. */
  playing: boolean;
}

/**
 * One edit on the settings page. The edit counts as under way until the refetched details arrive, so
 * its row never shows a state the server has not confirmed.
 */
export function useChannelEdit({ channelId, playing }: EditTarget) {
  const api = useApi();
  const queryClient = useQueryClient();
  const player = usePlayerCommands();
  // Whichever address the page was opened by (see channelSettingsKeys.allDetails).
  const refetch = () => queryClient.invalidateQueries({ queryKey: channelSettingsKeys.allDetails });
  const failed = () => {
    toast({ kind: 'error', message: CHANNEL_EDIT_TEXT.failure });
    return refetch();
  };
  return useMutation({
    mutationKey: EDIT_KEY,
    mutationFn: async ({ action, itemId }: SettingsEdit) => {
      const answer = await api.call(CHANNEL_ENDPOINTS.edit, { params: { id: channelId, action }, body: { [FIELD[action]]: itemId, w: '1' } });
      return answer.status;
    },
    onSuccess: (status, { action, name }) => {
      if (status === 'not_authorized') {
        toast({ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized });
        return;
      }
      // 'limit' only answers bans; here it would mean the page and the server disagree.
      if (status !== 'ok') return failed();
      toast({ kind: 'success', message: DONE[action](name) });
      if (playing) player?.reload();
      return refetch();
    },
    onError: failed,
  });
}

/** The items whose edit is under way. */
export function useEditsUnderWay(): string[] {
  return usePendingMutations<SettingsEdit>(EDIT_KEY).map((edit) => edit.itemId);
}
