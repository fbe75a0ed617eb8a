import { PLAYER_LIMITS } from '@earshot/contract';
import { describe, expect, it, vi } from 'vitest';
import { createPlayerEngine } from './engine';
import { CHANNEL_OID, FakeAudio, item, MemoryStorage, playlist, settle } from './fakeAudio';
import { createSleepTimer, SLEEP_STORAGE_KEY, SLEEP_TICK_MS } from './sleepTimer';

class SessionStorage extends MemoryStorage {
  removeItem(key: string): void {
    this.setItem(key, '');
  }
}

/** A real engine on fake audio, and a clock the test moves by hand. */
async function setup(items = [item(1), item(2), item(3)], session = new SessionStorage()) {
  const audios: FakeAudio[] = [];
  const engine = createPlayerEngine({
    createAudio: () => {
      const audio = new FakeAudio();
      audios.push(audio);
      return audio;
    },
    loadPlaylist: async () => playlist(items),
    reportPlayed: () => {},
    reportSkip: () => {},
    storage: new MemoryStorage(),
  });
  engine.setVolume(80);
  engine.play(CHANNEL_OID);
  await settle();
  const playing = () => audios.find((a) => a.attributes.get('data-testid') === 'player-audio') as FakeAudio;

  let now = 1_000_000;
  let tick: (() => void) | null = null;
  const onStopped = vi.fn();
  const create = () =>
    createSleepTimer({
      engine,
      now: () => now,
      setInterval: (callback) => {
        tick = callback;
        return 1;
      },
      clearInterval: () => {
        tick = null;
      },
      storage: session,
      onStopped,
    });
  const timer = create();
  /** Moves the clock on, ticking as the interval would. */
  const pass = (ms: number) => {
    for (let left = ms; left > 0; left -= SLEEP_TICK_MS) {
      now += Math.min(SLEEP_TICK_MS, left);
      tick?.();
    }
  };
  return { engine, timer, playing, pass, onStopped, session, create, now: () => now };
}

describe('the sleep timer', () => {
  it('stops the music after the minutes chosen, fading over the last seconds, and keeps the volume for next time', async () => {
    const { engine, timer, playing, pass, onStopped } = await setup();
    timer.set({ minutes: 15 });
    expect(timer.getState()).toMatchObject({ mode: 'minutes' });

    pass(15 * 60_000 - 5000);
    expect(engine.getState().status).toBe('playing');
    expect(playing().volume).toBeCloseTo(0.8 * (5000 / (PLAYER_LIMITS.sleepFadeSeconds * 1000)), 2);

    pass(5000);
    expect(engine.getState().status).toBe('paused');
    expect(playing().paused).toBe(true);
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(timer.getState()).toEqual({ mode: 'off' });
    expect(engine.getState().volume).toBe(80);
    expect(playing().volume).toBeCloseTo(0.8, 5);
  });

  it('is turned off by pressing play, and the music plays on at full volume', async () => {
    const { engine, timer, playing, pass, onStopped } = await setup();
    timer.set({ minutes: 30 });
    pass(30 * 60_000 - 3000);
    engine.pause();
    engine.resume();
    expect(timer.getState()).toEqual({ mode: 'off' });
    pass(60_000);
    expect(engine.getState().status).not.toBe('paused');
    expect(playing().volume).toBeCloseTo(0.8, 5);
    expect(onStopped).not.toHaveBeenCalled();
  });

  it('stops at the end of the song playing now, not at a skip', async () => {
    const { engine, timer, playing, pass, onStopped } = await setup();
    playing().progress(170, 180);
    timer.set('endOfSong');
    expect(timer.getState()).toMatchObject({ mode: 'endOfSong', endsAt: expect.any(Number) });

    // A skip moves the timer to the song that comes next.
    engine.skip();
    await settle();
    expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 2' } });
    expect(timer.getState()).toMatchObject({ mode: 'endOfSong' });

    playing().progress(175, 180);
    pass(4000);
    expect(playing().volume).toBeLessThan(0.8 * 0.2);
    pass(1000);
    playing().finish();
    expect(engine.getState()).toMatchObject({ status: 'paused', item: { title: 'Song 3' } });
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(timer.getState()).toEqual({ mode: 'off' });
    expect(playing().volume).toBeCloseTo(0.8, 5);
  });

  it('waits for a station id to end before it stops, silent meanwhile', async () => {
    const { engine, timer, playing, pass } = await setup([item(1), item(2, { type: 'sweeper', duration: 5 }), item(3)]);
    playing().progress(179, 180);
    timer.set('endOfSong');
    pass(1000);
    playing().finish();
    expect(engine.getState()).toMatchObject({ status: 'loading', item: { type: 'sweeper' } });
    expect(playing().volume).toBe(0);
    playing().finish();
    expect(engine.getState()).toMatchObject({ status: 'paused', item: { title: 'Song 3' } });
    expect(timer.getState()).toEqual({ mode: 'off' });
  });

  it('outlives a page load in the same tab, and can be turned off', async () => {
    const { timer, session, create, now } = await setup();
    timer.set({ minutes: 45 });
    const reloaded = create();
    expect(reloaded.getState()).toEqual({ mode: 'minutes', endsAt: now() + 45 * 60_000 });
    reloaded.set(null);
    expect(reloaded.getState()).toEqual({ mode: 'off' });
    expect(session.getItem(SLEEP_STORAGE_KEY)).toBe('');
    expect(create().getState()).toEqual({ mode: 'off' });
  });
});
