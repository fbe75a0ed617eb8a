import { PLAYER_LIMITS } from '@earshot/contract';
import type { PlayerEngine, PlayerState, SleepChoice } from './types';

/** Off, or when the music stops (ms since the epoch); for the end of a song, an estimate kept up to date. */
export type SleepTimerState = { mode: 'off' } | { mode: 'minutes'; endsAt: number } | { mode: 'endOfSong'; endsAt: number | null };

export interface SleepTimerDeps {
  engine: Pick<PlayerEngine, 'getState' | 'subscribe' | 'pause' | 'setFade'>;
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  /** Session storage: a timer in minutes outlives a page load in the same tab. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The timer stopped music that was playing. */
  onStopped(): void;
}

export interface SleepTimer {
  getState(): SleepTimerState;
  subscribe(listener: (state: SleepTimerState) => void): () => void;
  set(choice: SleepChoice | null): void;
}

export const SLEEP_STORAGE_KEY = 'earshot:sleep-timer';
/** How often the fade is recomputed: smooth enough to hear no steps, rare enough to cost nothing. */
export const SLEEP_TICK_MS = 250;
/**
 * A song counts as having ended (not skipped or left) when the next item comes at most this long
 * before its expected end: the position the engine reports moves in whole seconds.
 */
export const SONG_END_SLACK_MS = 2000;

const FADE_MS = PLAYER_LIMITS.sleepFadeSeconds * 1000;

function readStoredDeadline(storage: SleepTimerDeps['storage'], now: number): number | null {
  try {
    const endsAt = Number(JSON.parse(storage?.getItem(SLEEP_STORAGE_KEY) ?? 'null')?.endsAt);
    return Number.isFinite(endsAt) && endsAt > now ? endsAt : null;
  } catch {
    return null;
  }
}

/**
 * Stops the music after a number of minutes or at the end of the song playing, turning the sound
 * down over the last PLAYER_LIMITS.sleepFadeSeconds. The listener's volume setting is never
 * touched (the engine's fade scales what is heard), so the next play is as loud as before.
 * Pressing play while it runs (a start from paused) turns it off.
 */
export function createSleepTimer(deps: SleepTimerDeps): SleepTimer {
  const { engine } = deps;
  const listeners = new Set<(state: SleepTimerState) => void>();
  let state: SleepTimerState = { mode: 'off' };
  let ticker: unknown = null;
  /** The item an end-of-song timer waits for the end of (null until one plays). */
  let armedItem: PlayerState['item'] = null;
  /** Past the deadline, waiting for the engine to accept a pause (it refuses during station ids). */
  let stopping = false;
  /** Inside tryStop: the pause it asks for comes back through the engine's subscription. */
  let pausing = false;
  let wasPlaying = false;
  let lastStatus = engine.getState().status;

  function publish(next: SleepTimerState): void {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function store(endsAt: number | null): void {
    try {
      if (endsAt === null) deps.storage?.removeItem(SLEEP_STORAGE_KEY);
      else deps.storage?.setItem(SLEEP_STORAGE_KEY, JSON.stringify({ endsAt }));
    } catch {
      // Storage can be blocked; the timer still runs until the page goes.
    }
  }

  function turnOff(): void {
    if (ticker !== null) deps.clearInterval(ticker);
    ticker = null;
    stopping = false;
    armedItem = null;
    store(null);
    engine.setFade(1);
    if (state.mode !== 'off') publish({ mode: 'off' });
  }

  const isSounding = (status: PlayerState['status']) => status === 'playing' || status === 'loading';

  /** Pauses once the engine lets it; then the timer is done and the volume is back for next time. */
  function tryStop(): void {
    if (pausing) return;
    pausing = true;
    if (isSounding(engine.getState().status)) engine.pause();
    pausing = false;
    if (isSounding(engine.getState().status)) return;
    const stoppedMusic = wasPlaying;
    turnOff();
    if (stoppedMusic) deps.onStopped();
  }

  function beginStopping(): void {
    if (stopping) return;
    stopping = true;
    wasPlaying = isSounding(engine.getState().status);
    engine.setFade(0);
    tryStop();
  }

  function tick(): void {
    if (state.mode === 'off' || state.endsAt === null || stopping) return;
    const left = state.endsAt - deps.now();
    engine.setFade(left >= FADE_MS ? 1 : Math.max(0, left / FADE_MS));
    // The end of a song is its 'ended' (the next item), not the estimate.
    if (state.mode === 'minutes' && left <= 0) beginStopping();
  }

  function startTicking(): void {
    if (ticker === null) ticker = deps.setInterval(tick, SLEEP_TICK_MS);
    tick();
  }

  function songEndsAt(playerState: PlayerState): number | null {
    if (!playerState.item || playerState.duration <= 0) return null;
    return deps.now() + Math.max(0, playerState.duration - playerState.position) * 1000;
  }

  function followSong(playerState: PlayerState, endsAt: number | null): void {
    if (playerState.item === armedItem) {
      const estimate = songEndsAt(playerState);
      if (estimate !== null && estimate !== endsAt) publish({ mode: 'endOfSong', endsAt: estimate });
      return;
    }
    if (armedItem && endsAt !== null && deps.now() >= endsAt - SONG_END_SLACK_MS) {
      beginStopping();
      return;
    }
    // Skipped, or another channel started: the song playing now is the one to end with.
    armedItem = playerState.item;
    engine.setFade(1);
    publish({ mode: 'endOfSong', endsAt: songEndsAt(playerState) });
  }

  engine.subscribe((playerState) => {
    const resumed = lastStatus === 'paused' && isSounding(playerState.status);
    lastStatus = playerState.status;
    if (state.mode === 'off') return;
    if (stopping) return tryStop();
    if (resumed) return turnOff();
    if (state.mode === 'endOfSong') followSong(playerState, state.endsAt);
  });

  const restored = readStoredDeadline(deps.storage, deps.now());
  if (restored !== null) {
    publish({ mode: 'minutes', endsAt: restored });
    startTicking();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(choice) {
      turnOff();
      if (choice === null) return;
      if (choice === 'endOfSong') {
        const playerState = engine.getState();
        armedItem = playerState.item;
        publish({ mode: 'endOfSong', endsAt: songEndsAt(playerState) });
      } else {
        const endsAt = deps.now() + choice.minutes * 60_000;
        store(endsAt);
        publish({ mode: 'minutes', endsAt });
      }
      startTicking();
    },
  };
}
