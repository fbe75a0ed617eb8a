import { type AddChannelResult, BLEND_TEXT, type Channel, CHANNEL_EDIT_TEXT, CHANNEL_ENDPOINTS } from '@earshot/contract';
import type { QueryClient } from '../../lib/query';
import type { ApiClient } from '../../api/client';
import { channelKeys } from '../../api/channels';
import { channelSettingsKeys } from '../../api/channelSettings';
import { openModal } from '../modals/store';
import { USER_CHANNELS_KEY } from '../../api/myChannelsKeys';
import { usePlayerStore } from '../player/store';
import type { NowPlayingChannel, PlayerCommands } from '../player/types';
import { openRenameModal } from '../rename/openRenameModal';
import { toast } from '../toasts/store';
import { type BlendChannel, formPair, stopBlending, useBlendStore } from './store';

/** What blending needs from the app: the API, the query cache and the player. */
export interface BlendDeps {
  api: ApiClient;
  queryClient: QueryClient;
  player: PlayerCommands | null;
}

const isPlaying = (playing: NowPlayingChannel, picked: BlendChannel) =>
  playing.id === picked.id || playing.startedAs === picked.id || playing.oldid === picked.oldId;

/**
 * Step 4 of blending: the listener picked a channel. With the one playing it forms the pair, and
 * 'Blend these channels?' asks to go ahead; cancelling it ends blending.
 */
export function pickChannel(picked: BlendChannel, deps: BlendDeps): void {
  const playing = usePlayerStore.getState().channel;
  if (!playing) {
    stopBlending();
    return;
  }
  if (isPlaying(playing, picked)) {
    toast({ kind: 'info', message: BLEND_TEXT.sameChannel });
    return;
  }
  // The player's extra controls keep the playing channel's data loaded (the Blend label, sharing).
  const playingData = deps.queryClient.getQueryData<Channel>(channelKeys.channel(playing.id));
  const current = { id: playing.id, name: playing.name, oldId: playing.oldid, userChannel: playingData?.is_user_channel ?? false };
  formPair(current, picked);
  openModal('confirm', {
    title: BLEND_TEXT.confirmTitle,
    message: BLEND_TEXT.confirmBody(current.name, picked.name),
    confirmLabel: BLEND_TEXT.blendIn,
    cancelLabel: BLEND_TEXT.cancel,
    onConfirm: () => blendIn(deps),
    onCancel: stopBlending,
  });
}

async function addChannel(api: ApiClient, [current, picked]: [BlendChannel, BlendChannel]): Promise<AddChannelResult['status'] | 'failed'> {
  try {
    const body = { o: picked.id, uc: picked.userChannel ? '1' : '0' } as const;
    return (await api.call(CHANNEL_ENDPOINTS.blend, { params: { id: current.id }, body })).status;
  } catch (error) {
    console.error('Blending in a channel failed', error);
    return 'failed';
  }
}

/**
 * Step 5, 'Blend In': blends the picked channel into the playing one. On a curated channel the
 * server makes the listener's own copy and blends into that; the player reloads to play the mix
 * (from the copy, which it then names), and the rename modal offers the blend a name of its own.
 * Blending ends whatever the answer.
 */
export async function blendIn({ api, queryClient, player }: BlendDeps): Promise<void> {
  const { pair } = useBlendStore.getState();
  if (pair.length === 0) return;
  const status = await addChannel(api, pair);
  stopBlending();
  const [current, picked] = pair;
  switch (status) {
    case 'ok':
      toast({ kind: 'success', title: BLEND_TEXT.successTitle, message: BLEND_TEXT.success(picked.name) });
      player?.reload();
      for (const queryKey of [channelKeys.all, channelSettingsKeys.allDetails, USER_CHANNELS_KEY]) void queryClient.invalidateQueries({ queryKey });
      openRenameModal(current.id, current.name);
      return;
    case 'max':
      toast({ kind: 'error', message: BLEND_TEXT.max });
      return;
    case 'not_authorized':
      toast({ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized });
      return;
    case 'failed':
      toast({ kind: 'error', message: BLEND_TEXT.failure });
  }
}
