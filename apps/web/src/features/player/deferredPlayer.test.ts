import { describe, expect, it, vi } from 'vitest';
import { deferPlayer } from './deferredPlayer';
import type { PlayerCommands } from './types';

function fakeEngine(): PlayerCommands & { calls: string[] } {
  const calls: string[] = [];
  const record = (name: string) => (...args: unknown[]) => void calls.push(`${name}(${args.join(',')})`);
  return {
    calls,
    play: record('play'),
    toggle: record('toggle'),
    pause: record('pause'),
    resume: record('resume'),
    skip: record('skip'),
    reload: record('reload'),
    setVolume: record('setVolume'),
    toggleMute: record('toggleMute'),
    setSleepTimer: record('setSleepTimer'),
    chooseCastDevice: record('chooseCastDevice'),
  };
}

describe('deferPlayer', () => {
  it('carries out commands given before the engine loaded, in order, once it has', async () => {
    const engine = fakeEngine();
    let arrive: (e: PlayerCommands) => void = () => {};
    const player = deferPlayer(() => new Promise((resolve) => (arrive = resolve)));
    player.commands.play('42');
    player.commands.setVolume(30);
    expect(engine.calls).toEqual([]);
    arrive(engine);
    await player.load();
    await Promise.resolve();
    expect(engine.calls).toEqual(['play(42)', 'setVolume(30)']);
  });

  it('tells of a channel played before the engine loaded, and of none once it has', async () => {
    const engine = fakeEngine();
    const early: string[] = [];
    let arrive: (e: PlayerCommands) => void = () => {};
    const player = deferPlayer(() => new Promise((resolve) => (arrive = resolve)), { play: (channelId) => early.push(channelId) });
    player.commands.setVolume(30);
    player.commands.play('42');
    expect(early).toEqual(['42']);
    arrive(engine);
    await player.load();
    player.commands.play('7');
    expect(early).toEqual(['42']);
    expect(engine.calls).toContain('play(7)');
  });

  it('runs commands synchronously once loaded (inside the click, as audio needs)', async () => {
    const engine = fakeEngine();
    const player = deferPlayer(async () => engine);
    await player.load();
    player.commands.toggle();
    expect(engine.calls).toEqual(['toggle()']);
  });

  it('tries the download again on the next command after a failure', async () => {
    const engine = fakeEngine();
    const loadEngine = vi.fn<() => Promise<PlayerCommands>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(engine);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const player = deferPlayer(loadEngine);
    await expect(player.load()).rejects.toThrow('offline');
    player.commands.play('7');
    await player.load();
    await Promise.resolve();
    expect(loadEngine).toHaveBeenCalledTimes(2);
    expect(engine.calls).toEqual(['play(7)']);
    errors.mockRestore();
  });
});
