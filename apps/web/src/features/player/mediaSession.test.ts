import { afterEach, describe, expect, it, vi } from 'vitest';
import { item } from './fakeAudio';
import { wireMediaSession } from './mediaSession';
import { initialPlayerState, type PlayerEngine, type PlayerState } from './types';

afterEach(() => vi.unstubAllGlobals());

/** A session that records what the page told the browser, and an engine whose changes the test sends. */
function wired() {
  vi.stubGlobal('MediaMetadata', class {
    constructor(init: MediaMetadataInit) {
      Object.assign(this, init);
    }
  });
  const session = { setActionHandler: () => {}, playbackState: 'none', metadata: null } as unknown as MediaSession;
  let listener: (state: PlayerState) => void = () => {};
  const engine = {
    subscribe: (l: (state: PlayerState) => void) => {
      listener = l;
      return () => {};
    },
  } as unknown as PlayerEngine;
  wireMediaSession(engine, session, () => {});
  return { session, change: (state: Partial<PlayerState>) => listener({ ...initialPlayerState, ...state }) };
}

describe('the media session (lock screen, media keys)', () => {
  it('shows the song playing, and goes on showing it while the next one loads', () => {
    const { session, change } = wired();
    change({ status: 'playing', item: item(1, { title: 'First Song' }) });
    expect(session.playbackState).toBe('playing');
    expect(session.metadata?.title).toBe('First Song');

    change({ status: 'loading', item: null });
    change({ status: 'loading', item: item(2, { title: 'Second Song' }) });
    expect(session.playbackState).toBe('playing');
    expect(session.metadata?.title).toBe('First Song');

    change({ status: 'playing', item: item(2, { title: 'Second Song' }) });
    expect(session.metadata?.title).toBe('Second Song');
  });

  it('says paused and, once the player has stopped with nothing to play, nothing', () => {
    const { session, change } = wired();
    change({ status: 'paused', item: item(1) });
    expect(session.playbackState).toBe('paused');
    change({ status: 'error', item: null, error: 'Error Loading Channel' });
    expect(session.playbackState).toBe('none');
    expect(session.metadata).toBeNull();
  });
});
