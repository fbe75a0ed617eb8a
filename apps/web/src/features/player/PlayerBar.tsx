import { MESSAGES } from '@earshot/contract';
import { useState } from 'react';
import { ChevronUpIcon, LogoMark } from '../../ui/icons';
import { NowPlaying } from './NowPlaying';
import { PlayPauseButton, ProgressLabel, VolumeControl } from './PlayerControls';
import { usePlayerStatus } from './store';
import './player.css';

/** The persistent bottom player; it lives outside the route outlet so navigation never touches it. */
export function PlayerBar() {
  const status = usePlayerStatus();
  const [expanded, setExpanded] = useState(false);

  if (status === 'idle') {
    return (
      <section className="player player--closed" aria-label="Player">
        <span className="player__closed-mark">
          <LogoMark size={18} />
        </span>
        <p>{MESSAGES.nowPlayingNothing}</p>
      </section>
    );
  }

  return (
    <section className={expanded ? 'player player--expanded' : 'player'} aria-label="Player">
      <NowPlaying />
      <div className="player__center">
        <PlayPauseButton />
        <ProgressLabel />
      </div>
      <VolumeControl />
      <button
        type="button"
        className="player__expand"
        aria-expanded={expanded}
        aria-label={expanded ? 'Hide player details' : 'Show player details'}
        onClick={() => setExpanded(!expanded)}
      >
        <ChevronUpIcon />
      </button>
    </section>
  );
}
