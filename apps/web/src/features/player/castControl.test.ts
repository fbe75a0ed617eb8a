import { describe, expect, it, vi } from 'vitest';
import { createCastControl, type RemoteLike } from './castControl';
import { FakeAudio, settle } from './fakeAudio';
import { initialPlayerState, type AudioLike, type PlayerState } from './types';

/** A scriptable HTMLMediaElement.remote: tests say when a device shows up or connects. */
class FakeRemote extends EventTarget implements RemoteLike {
  state: RemoteLike['state'] = 'disconnected';
  private callback: ((available: boolean) => void) | null = null;
  cancelled: number[] = [];
  prompt = vi.fn(async () => {});
  constructor(private readonly id: number) {
    super();
  }
  async watchAvailability(callback: (available: boolean) => void): Promise<number> {
    this.callback = callback;
    return this.id;
  }
  async cancelWatchAvailability(id?: number): Promise<void> {
    if (id !== undefined) this.cancelled.push(id);
  }
  devices(available: boolean): void {
    this.callback?.(available);
  }
  move(state: RemoteLike['state'], event: string): void {
    this.state = state;
    this.dispatchEvent(new Event(event));
  }
}

function setup(supported = true) {
  const first = new FakeAudio();
  const second = new FakeAudio();
  const remotes = new Map<AudioLike, FakeRemote>([
    [first, new FakeRemote(1)],
    [second, new FakeRemote(2)],
  ]);
  let playing: AudioLike = first;
  let held: AudioLike | null = null;
  const subscribers = new Set<(state: PlayerState) => void>();
  const engine = {
    subscribe(listener: (state: PlayerState) => void) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    playingElement: () => playing,
    holdElement: (element: AudioLike | null) => {
      held = element;
    },
  };
  const onFailed = vi.fn();
  const cast = createCastControl({ engine, remoteOf: (element) => (supported ? (remotes.get(element) ?? null) : null), onFailed });
  /** The engine moves to its other element, as it does between items unless one is held. */
  const nextItem = () => {
    if (!held) playing = playing === first ? second : first;
    for (const listener of subscribers) listener(initialPlayerState);
  };
  const remote = (element: AudioLike) => remotes.get(element) as FakeRemote;
  return { cast, first, second, remote, nextItem, held: () => held, playing: () => playing, onFailed };
}

describe('playing on another device', () => {
  it('is unavailable where the browser has no Remote Playback', () => {
    const { cast } = setup(false);
    expect(cast.getState()).toEqual({ available: false, remote: 'disconnected' });
  });

  it('is available while a device can play the element playing now, followed from element to element', async () => {
    const { cast, first, second, remote, nextItem } = setup();
    await settle();
    expect(cast.getState().available).toBe(false);
    remote(first).devices(true);
    expect(cast.getState().available).toBe(true);
    nextItem();
    await settle();
    expect(remote(first).cancelled).toEqual([1]);
    remote(first).devices(false);
    expect(cast.getState().available).toBe(true);
    remote(second).devices(false);
    expect(cast.getState().available).toBe(false);
  });

  it('holds the cast element while connected, so later items play on the device, and lets go when it disconnects', async () => {
    const { cast, first, remote, nextItem, held, playing } = setup();
    remote(first).devices(true);
    cast.chooseDevice();
    expect(remote(first).prompt).toHaveBeenCalledTimes(1);
    remote(first).move('connecting', 'connecting');
    expect(cast.getState().remote).toBe('connecting');
    remote(first).move('connected', 'connect');
    expect(cast.getState()).toEqual({ available: true, remote: 'connected' });
    expect(held()).toBe(first);
    nextItem();
    expect(playing()).toBe(first);
    expect(cast.getState().remote).toBe('connected');

    remote(first).move('disconnected', 'disconnect');
    expect(held()).toBeNull();
    expect(cast.getState().remote).toBe('disconnected');
    nextItem();
    expect(playing()).not.toBe(first);
  });

  it('says so when the picker fails, but not when the listener closes it', async () => {
    const { cast, first, remote, onFailed } = setup();
    remote(first).prompt.mockRejectedValueOnce(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' }));
    cast.chooseDevice();
    await settle();
    expect(onFailed).not.toHaveBeenCalled();
    remote(first).prompt.mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotSupportedError' }));
    cast.chooseDevice();
    await settle();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
