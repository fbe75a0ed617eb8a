import type { StoreApi, UseBoundStore } from 'zustand';
import { create } from 'zustand';
import type { CastState } from './castControl';
import type { SleepTimerState } from './sleepTimer';

// Read-only mirrors of the sleep timer and the cast control for React, apart from store.ts: only
// the lazily loaded parts of the player read them, and store.ts is in the first page load.

export const useSleepTimerStore = create<SleepTimerState>(() => ({ mode: 'off' }));
export const useCastStore = create<CastState>(() => ({ available: false, remote: 'disconnected' }));

/** Copies a framework-free module's state into its store, now and on every change. */
export function mirrorInto<T>(source: { getState(): T; subscribe(listener: (state: T) => void): unknown }, store: UseBoundStore<StoreApi<T>>): void {
  store.setState(source.getState(), true);
  source.subscribe((state) => store.setState(state, true));
}
