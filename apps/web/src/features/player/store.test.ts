import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_OID, item } from './fakeAudio';
import { afterPlayerAnswers, mirrorEngine, PLAYER_ANSWER_WAIT_MS, START_RENDER_HOLD_MS, usePlayerStore } from './store';
import { initialPlayerState, type PlayerEngine, type PlayerState } from './types';

/** Just the state half of an engine: what the mirror reads and subscribes to. */
function fakeEngine() {
  let state: PlayerState = { ...initialPlayerState, volume: 70 };
  const listeners = new Set<(s: PlayerState) => void>();
  const engine = {
    getState: () => state,
    subscribe(listener: (s: PlayerState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as PlayerEngine;
  const change = (patch: Partial<PlayerState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };
  return { engine, change };
}

const channel = { id: CHANNEL_OID, oldid: 1, name: 'Jazz' };
const shown = () => usePlayerStore.getState();

describe('the player state React sees', () => {
  let stop: () => void;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows a new song with its first sound, so the sound does not wait for a render', () => {
    const { engine, change } = fakeEngine();
    stop = mirrorEngine(engine);
    change({ status: 'loading', channel });
    change({ status: 'loading', channel, item: item(1) });
    vi.advanceTimersByTime(START_RENDER_HOLD_MS - 1);
    expect(shown().status).toBe('idle');
    change({ status: 'playing' });
    vi.advanceTimersByTime(0);
    expect(shown()).toMatchObject({ status: 'playing', channel, item: item(1) });
  });

  it('shows the loading state when the sound is slow to come', () => {
    const { engine, change } = fakeEngine();
    stop = mirrorEngine(engine);
    change({ status: 'loading', channel });
    vi.advanceTimersByTime(START_RENDER_HOLD_MS / 2);
    change({ status: 'loading', channel, item: item(2) });
    vi.advanceTimersByTime(START_RENDER_HOLD_MS / 2 - 1);
    expect(shown().status).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(shown()).toMatchObject({ status: 'loading', channel, item: item(2) });
  });

  it('shows a pause at once', () => {
    const { engine, change } = fakeEngine();
    stop = mirrorEngine(engine);
    change({ status: 'paused', channel, item: item(3) });
    vi.advanceTimersByTime(0);
    expect(shown().status).toBe('paused');
  });

  it('moves the volume slider at once', () => {
    const { engine, change } = fakeEngine();
    stop = mirrorEngine(engine);
    change({ volume: 30 });
    expect(shown().volume).toBe(30);
  });

  it("runs what follows a channel click once the new song's first sound reaches React, not during the click", () => {
    const { engine, change } = fakeEngine();
    stop = mirrorEngine(engine);
    const follow = vi.fn();
    afterPlayerAnswers(follow);
    change({ status: 'loading', channel });
    vi.advanceTimersByTime(START_RENDER_HOLD_MS / 2);
    expect(follow).not.toHaveBeenCalled();
    change({ status: 'playing', channel, item: item(1) });
    vi.advanceTimersByTime(0);
    expect(follow).toHaveBeenCalledTimes(1);
    change({ status: 'paused' });
    vi.advanceTimersByTime(PLAYER_ANSWER_WAIT_MS);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway after a while when the player has nothing new to show (the channel already playing)', () => {
    stop = () => {};
    const follow = vi.fn();
    afterPlayerAnswers(follow);
    vi.advanceTimersByTime(PLAYER_ANSWER_WAIT_MS - 1);
    expect(follow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(follow).toHaveBeenCalledTimes(1);
  });
});
