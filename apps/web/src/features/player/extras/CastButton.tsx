import { CAST_TEXT } from '@earshot/contract';
import { useCastStore } from '../addOnStores';
import { usePlayerCommands } from '../PlayerContext';
import { CastIcon } from './icons';
import './cast.css';

/**
 * Play on another device (the browser's Remote Playback: Chromecast, AirPlay): shown only while
 * the browser reports a device able to play the stream, or a session is in progress; then it says
 * where the music plays. The controls go on working: the device follows the <audio> element.
 */
export function CastButton() {
  const player = usePlayerCommands();
  const { available, remote } = useCastStore();
  if (!available && remote === 'disconnected') return null;
  const status = remote === 'connected' ? CAST_TEXT.connected : remote === 'connecting' ? CAST_TEXT.connecting : '';
  return (
    <div className="cast">
      <button
        type="button"
        className={remote === 'disconnected' ? 'player-button' : 'player-button cast__button--on'}
        aria-label={remote === 'disconnected' ? CAST_TEXT.button : CAST_TEXT.stop}
        title={remote === 'disconnected' ? CAST_TEXT.button : CAST_TEXT.stop}
        disabled={!player}
        onClick={() => player?.chooseCastDevice()}
      >
        <CastIcon size={18} />
      </button>
      <p className="cast__status" role="status">
        {status}
      </p>
    </div>
  );
}
