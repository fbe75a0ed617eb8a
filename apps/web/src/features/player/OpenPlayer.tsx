import { useState } from 'react';
import { ChevronUpIcon } from './playerIcons';
import { useIsAuthenticated } from '../../api/accounts';
import { PlayerExpansion } from './expansion';
import { NowPlaying } from './NowPlaying';
import { PlayPauseButton, ProgressLabel, SkipButton, VolumeControl } from './PlayerControls';
import { LazyBanButton, LazyCastButton, LazyChannelActions, LazyFiveStarFilters, LazySleepTimer, LazyTrackRating, PlayerSlot } from './PlayerSlot';
import { useIsFiveStarChannel } from './store';

function playerClassName(expanded: boolean, fiveStar: boolean): string {
  return ['player', expanded && 'player--expanded', fiveStar && 'player--five-star'].filter(Boolean).join(' ');
}

/** The player once something plays: what is on, the controls, and (on narrow screens) a toggle for the rest. */
export function OpenPlayer() {
  const [expanded, setExpanded] = useState(false);
  const fiveStarChannel = useIsFiveStarChannel();
  const authenticated = useIsAuthenticated();
  // Anonymous listeners cannot hear the Five-Star channel (the player says to log in), so no filters.
  const showFilters = fiveStarChannel && authenticated;

  return (
    <PlayerExpansion.Provider value={setExpanded}>
      <section className={playerClassName(expanded, showFilters)} aria-label="Player">
        <NowPlaying />
        <div className="player__center">
          <div className="player__transport">
            <PlayerSlot className="player-slot--ban">
              <LazyBanButton />
            </PlayerSlot>
            <PlayPauseButton />
            <SkipButton />
            <PlayerSlot className="player-slot--sleep">
              <LazySleepTimer />
            </PlayerSlot>
          </div>
          <ProgressLabel />
        </div>
        <div className="player__side">
          <PlayerSlot className="player-slot--rating">
            <LazyTrackRating />
          </PlayerSlot>
          <PlayerSlot className="player-slot--actions">
            <LazyChannelActions />
          </PlayerSlot>
          <PlayerSlot className="player-slot--cast">
            <LazyCastButton />
          </PlayerSlot>
          <VolumeControl />
        </div>
        {showFilters && (
          <PlayerSlot className="player-slot--filters">
            <LazyFiveStarFilters />
          </PlayerSlot>
        )}
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
    </PlayerExpansion.Provider>
  );
}
