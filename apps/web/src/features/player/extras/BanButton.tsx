import { LOG_IN_PROMPTS, PLAYER_TEXT } from '@earshot/contract';
import { openModal } from '../../modals/store';
import { useNowPlayingChannel, useNowPlayingItem } from '../store';
import { BanIcon } from './icons';
import { LogInGatedButton } from './LogInGatedButton';

/** Opens the Ban dialog for the song playing. Only a song can be banned; ads and station ids cannot. */
export function BanButton() {
  const item = useNowPlayingItem();
  const channel = useNowPlayingChannel();
  const song = item?.type === 'song' ? item : null;
  const ban = () => {
    if (!song || !channel) return;
    openModal('ban', {
      channelId: channel.id,
      channelName: channel.name,
      song: { id: song._id.$oid, title: song.title },
      artist: { id: song.artist_id, name: song.track_artist },
    });
  };
  return (
    <LogInGatedButton label={PLAYER_TEXT.ban} logInPrompt={LOG_IN_PROMPTS.ban} onPress={ban} opens="ban" disabled={!song || !channel}>
      <BanIcon />
    </LogInGatedButton>
  );
}
