import { formatClock, PLAYER_TEXT, SHORTCUT_TEXT } from '@earshot/contract';
import { useId } from 'react';
import { PlayIcon } from '../../ui/icons';
import { PauseIcon, SkipIcon, VolumeIcon } from './playerIcons';
import { useIsAuthenticated } from '../../api/accounts';
import { usePlayerCommands } from './PlayerContext';
import { canSkip, pressSkip } from './skipGate';
import { useNowPlayingItem, usePlayerDuration, usePlayerPosition, usePlayerStatus, usePlayerStore, usePlayerVolume } from './store';
import './controls.css';

export function PlayPauseButton() {
  const player = usePlayerCommands();
  const status = usePlayerStatus();
  const item = useNowPlayingItem();
  const active = status === 'playing' || status === 'loading';
  const disabled = !player || (!item && status !== 'error') || item?.type === 'sweeper';
  return (
    <button
      type="button"
      className={status === 'loading' ? 'play-button play-button--loading' : 'play-button'}
      aria-label={active ? 'Pause' : 'Play'}
      disabled={disabled}
      onClick={() => player?.toggle()}
    >
      {active ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
    </button>
  );
}

export function SkipButton() {
  const player = usePlayerCommands();
  const item = useNowPlayingItem();
  const authenticated = useIsAuthenticated();
  const skippable = canSkip(item);
  return (
    <button
      type="button"
      className="player-button"
      aria-label={PLAYER_TEXT.skip}
      title={item && !skippable ? PLAYER_TEXT.notSkippable : PLAYER_TEXT.skip}
      disabled={!player || !skippable}
      onClick={() => player && pressSkip(player, item, authenticated)}
    >
      <SkipIcon />
    </button>
  );
}

export function ProgressLabel() {
  const position = usePlayerPosition();
  const duration = usePlayerDuration();
  const ratio = duration > 0 ? Math.min(1, position / duration) : 0;
  return (
    <div className="progress">
      <span className="progress__label">
        {formatClock(position)} / {formatClock(duration)}
      </span>
      <span className="progress__track" aria-hidden="true">
        <span className="progress__fill" style={{ transform: `scaleX(${ratio})` }} />
      </span>
    </div>
  );
}

export function VolumeControl() {
  const player = usePlayerCommands();
  const volume = usePlayerVolume();
  // Muted (the `m` key) shows as silence; moving the slider unmutes. Read here, not through a hook
  // of store.ts, which the first page load carries whole.
  const muted = usePlayerStore((s) => s.muted);
  const station = useNowPlayingItem()?.type === 'sweeper';
  const id = useId();
  return (
    <div className="volume">
      <label htmlFor={id} className="volume__label">
        <VolumeIcon />
        <span className="visually-hidden">Volume</span>
      </label>
      <input
        id={id}
        className="volume__slider"
        type="range"
        min={0}
        max={100}
        step={1}
        value={muted ? 0 : volume}
        aria-valuetext={muted ? SHORTCUT_TEXT.muted : `${volume}%`}
        disabled={!player || station}
        onChange={(event) => player?.setVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}
