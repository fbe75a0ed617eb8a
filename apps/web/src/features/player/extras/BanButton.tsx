import { LOG_IN_PROMPTS, PLAYER_TEXT } from '@earshot/contract';
import { useNowPlayingType } from '../store';
import { BanIcon } from './icons';
import { LogInGatedButton } from './LogInGatedButton';

/** Only a song can be banned; ads and station ids cannot. */
export function BanButton() {
  const type = useNowPlayingType();
  return (
    <LogInGatedButton label={PLAYER_TEXT.ban} logInPrompt={LOG_IN_PROMPTS.ban} comingSoon={PLAYER_TEXT.banComingSoon} disabled={type !== 'song'}>
      <BanIcon />
    </LogInGatedButton>
  );
}
