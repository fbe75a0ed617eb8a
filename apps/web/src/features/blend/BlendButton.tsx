import { BLEND_TEXT, LOG_IN_PROMPTS, PLAYER_TEXT } from '@earshot/contract';
import { useIsAuthenticated } from '../../api/accounts';
import { openModal, preloadModal } from '../modals/store';
import { BlendIcon } from '../player/extras/icons';
import { useNowPlayingChannel } from '../player/store';
import { loadBlendPicking } from './pickingChunk';
import { startBlendMode, stopBlending, useBlendMode } from './store';

/**
 * The player's Blend button (000 section 4, Blend): pressed while blend mode is on, when pressing it
 * again turns blend mode off. Otherwise it asks 'Blend in a new channel?', or an anonymous listener
 * to log in.
 */
export function BlendButton({ disabled }: { disabled: boolean }) {
  const mode = useBlendMode();
  const channel = useNowPlayingChannel();
  const authenticated = useIsAuthenticated();
  const preload = () => {
    preloadModal(authenticated ? 'confirm' : 'login');
    if (authenticated) void loadBlendPicking().catch(() => {});
  };

  const press = () => {
    if (mode) return stopBlending();
    if (!channel) return;
    if (!authenticated) return openModal('login', { message: LOG_IN_PROMPTS.blend });
    openModal('confirm', {
      title: BLEND_TEXT.promptTitle,
      message: BLEND_TEXT.promptBody(channel.name),
      confirmLabel: BLEND_TEXT.promptYes,
      cancelLabel: BLEND_TEXT.cancel,
      onConfirm: startBlendMode,
    });
  };

  return (
    <button
      type="button"
      className="player-button player-button--blend"
      aria-label={PLAYER_TEXT.blend}
      aria-pressed={mode}
      title={mode ? BLEND_TEXT.stopPicking : BLEND_TEXT.start}
      disabled={disabled || !channel}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={press}
    >
      <BlendIcon />
    </button>
  );
}
