import { BLEND_BADGE, isBlend } from '@earshot/contract';
import { useChannel } from '../../api/channels';
import { useNowPlayingChannel } from '../player/store';
import './blend.css';

/**
 * 'Blend' beside the player's channel name when the channel playing is a blend. The playlist names
 * the channel but not what it plays, so this asks for the channel's data (the share modal uses it too).
 */
export function BlendLabel() {
  const channel = useNowPlayingChannel();
  const { data } = useChannel(channel?.id ?? null);
  if (!data || !isBlend(data)) return null;
  return <span className="now-playing__blend">{BLEND_BADGE}</span>;
}
