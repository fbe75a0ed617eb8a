import { LIMITS } from '@earshot/contract';
import { create } from 'zustand';
import { initialPlayerState, type PlayerEngine, type PlayerState } from './types';

/** A read-only mirror of the engine's state for React; commands go to the engine itself. */
export const usePlayerStore = create<PlayerState>(() => initialPlayerState);

/** How long the loading state may wait for the first sound before it is shown anyway. */
export const START_RENDER_HOLD_MS = 150;

/**
 * Engine changes reach React coalesced, in a later task. Rendering is the costliest thing the
 * page does, and while audio is starting the audio pipeline needs the main thread: so changes
 * made while loading are held until the sound starts (or START_RENDER_HOLD_MS passes), and the
 * listener sees the new song as they hear it. A quick start (well under 100 ms) then looks
 * instant; a slow one shows its spinner after the hold. The tile's pressed style answers the
 * click meanwhile. A volume change is shown at once, since the slider is controlled.
 */
export function mirrorEngine(engine: PlayerEngine): () => void {
  const copy = () => usePlayerStore.setState(engine.getState(), true);
  copy();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dueAt = Infinity;
  return engine.subscribe((state) => {
    if (state.volume !== usePlayerStore.getState().volume) return copy();
    const wait = state.status === 'loading' ? START_RENDER_HOLD_MS : 0;
    const at = Date.now() + wait;
    if (timer !== null && dueAt <= at) return;
    if (timer !== null) clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => {
      timer = null;
      dueAt = Infinity;
      copy();
    }, wait);
  });
}

/** The longest `afterPlayerAnswers` waits for the player's next state. */
export const PLAYER_ANSWER_WAIT_MS = 1000;

/**
 * Runs `callback` once the player's next state reaches React (held, as above, until the sound
 * starts, the start fails or START_RENDER_HOLD_MS passes), or after PLAYER_ANSWER_WAIT_MS if no
 * state comes (a press on the channel already playing): work a click sets off but the sound need
 * not wait for goes here.
 */
export function afterPlayerAnswers(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    callback();
  };
  const unsubscribe = usePlayerStore.subscribe(run);
  const timer = setTimeout(run, PLAYER_ANSWER_WAIT_MS);
}

export const usePlayerStatus = () => usePlayerStore((s) => s.status);
export const useNowPlayingItem = () => usePlayerStore((s) => s.item);
export const useNowPlayingChannel = () => usePlayerStore((s) => s.channel);
export const usePlayerVolume = () => usePlayerStore((s) => s.volume);
export const usePlayerPosition = () => usePlayerStore((s) => s.position);
export const usePlayerDuration = () => usePlayerStore((s) => s.duration);
/** A passing remark; not while the player has failed, when the failure itself is shown. */
export const usePlayerNotice = () => usePlayerStore((s) => (s.status === 'error' ? null : s.notice));
/** Why the player stopped, while it has; null otherwise. */
export const usePlayerError = () => usePlayerStore((s) => (s.status === 'error' ? s.error : null));
export const usePlayerFiveStar = () => usePlayerStore((s) => s.fiveStar);
/** The kind of item playing ('song', 'ad', 'sweeper'), or null between items. */
export const useNowPlayingType = () => usePlayerStore((s) => s.item?.type ?? null);

/** Whether the Five-Star channel is in the player: known by its legacy id before its first playlist arrives. */
export const useIsFiveStarChannel = () => usePlayerStore((s) => s.fiveStar !== null || s.channel?.oldid === LIMITS.fiveStarOldId);

const isCurrentChannel = (s: PlayerState, id: string, oldid: number) =>
  s.channel !== null && (s.channel.id === id || s.channel.oldid === oldid || s.channel.startedAs === id);

/** Whether a channel (by object id or legacy id) is the one in the player, or the one whose copy it plays. */
export function useIsCurrentChannel(id: string, oldid: number): boolean {
  return usePlayerStore((s) => isCurrentChannel(s, id, oldid));
}

/** Whether the player is on a channel and has not failed to play it: its tile says 'Now playing'. */
export function useIsChannelOn(id: string, oldid: number): boolean {
  return usePlayerStore((s) => s.status !== 'error' && isCurrentChannel(s, id, oldid));
}
