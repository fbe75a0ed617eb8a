import { LOG_IN_PROMPTS } from '@earshot/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../modals/store';
import { item } from './fakeAudio';
import { wireMediaSession } from './mediaSession';
import { logInPrompt } from './playerTesting';
import { pressSkip } from './skipGate';
import { initialPlayerState, type PlayerEngine } from './types';

afterEach(() => useModalStore.setState({ active: null }));

describe('the Skip press (button and media key)', () => {
  it('skips for a logged-in listener', () => {
    const player = { skip: vi.fn() };
    pressSkip(player, item(1), true);
    expect(player.skip).toHaveBeenCalledTimes(1);
    expect(logInPrompt()).toBeNull();
  });

  it('asks an anonymous listener to log in instead', () => {
    const player = { skip: vi.fn() };
    pressSkip(player, item(1), false);
    expect(player.skip).not.toHaveBeenCalled();
    expect(logInPrompt()).toBe(LOG_IN_PROMPTS.skip);
  });

  it.each(['ad', 'sweeper'] as const)('does nothing during an %s', (type) => {
    const player = { skip: vi.fn() };
    pressSkip(player, item(1, { type }), false);
    pressSkip(player, item(1, { type }), true);
    expect(player.skip).not.toHaveBeenCalled();
    expect(logInPrompt()).toBeNull();
  });

  it("is what the media session's next-track key does", () => {
    const handlers = new Map<string, () => void>();
    const session = {
      setActionHandler: (action: string, handler: () => void) => void handlers.set(action, handler),
    } as unknown as MediaSession;
    const engine = { subscribe: () => () => {}, getState: () => initialPlayerState } as unknown as PlayerEngine;
    const nextTrack = vi.fn();
    wireMediaSession(engine, session, nextTrack);
    handlers.get('nexttrack')?.();
    expect(nextTrack).toHaveBeenCalledTimes(1);
  });
});
