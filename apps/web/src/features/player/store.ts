import { create } from 'zustand';
import { initialPlayerState, type PlayerEngine, type PlayerState } from './types';

/** A read-only mirror of the engine's state for React; commands go to the engine itself. */
export const usePlayerStore = create<PlayerState>(() => initialPlayerState);

export function mirrorEngine(engine: PlayerEngine): () => void {
  usePlayerStore.setState(engine.getState(), true);
  return engine.subscribe((state) => usePlayerStore.setState(state, true));
}

export const usePlayerStatus = () => usePlayerStore((s) => s.status);
export const useNowPlayingItem = () => usePlayerStore((s) => s.item);
export const useNowPlayingChannel = () => usePlayerStore((s) => s.channel);
export const usePlayerVolume = () => usePlayerStore((s) => s.volume);
export const usePlayerPosition = () => usePlayerStore((s) => s.position);
export const usePlayerDuration = () => usePlayerStore((s) => s.duration);
export const usePlayerNotice = () => usePlayerStore((s) => s.error ?? s.notice);

/** Whether a channel (by object id or legacy id) is the one in the player. */
export function useIsCurrentChannel(id: string, oldid: number): boolean {
  return usePlayerStore((s) => s.channel !== null && (s.channel.id === id || s.channel.oldid === oldid));
}
