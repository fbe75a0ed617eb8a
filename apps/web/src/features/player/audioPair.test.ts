import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AudioPair, createAudioPair, PREPARE_DELAY_MS } from './audioPair';
import { FakeAudio } from './fakeAudio';
import { plainSourceLoader } from './sourceLoader';
import type { SourceLoader } from './types';

/** A streaming loader that readies idle elements, as the MediaSource loader does. */
function readyingLoader() {
  const prepared = new Set<unknown>();
  const loader: SourceLoader = {
    ...plainSourceLoader,
    attachResponse(element) {
      prepared.delete(element);
      element.src = 'blob:start';
    },
    prepare: (element) => void prepared.add(element),
    isPrepared: (element) => prepared.has(element),
    detach(element) {
      prepared.delete(element);
      plainSourceLoader.detach(element);
    },
  };
  return { loader, prepared };
}

const start = (pair: AudioPair) => pair.loadResponse(Promise.resolve(new Response('')), new AbortController());

describe('the pair of audio elements', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses the element a start leaves at once, and empties and readies it once the start has had its moment', () => {
    const { loader, prepared } = readyingLoader();
    const pair = createAudioPair(() => new FakeAudio(), loader);
    start(pair);
    const first = pair.main;
    void first.play();
    vi.advanceTimersByTime(PREPARE_DELAY_MS);

    start(pair);
    expect(pair.main).not.toBe(first);
    expect(first.paused).toBe(true);
    expect(first.src).toBe('blob:start');
    vi.advanceTimersByTime(PREPARE_DELAY_MS);
    expect(first.src).toBe('');
    expect(prepared.has(first)).toBe(true);
  });

  it('leaves alone the element a start left when it was given a preload before its clean-up', () => {
    const { loader, prepared } = readyingLoader();
    const pair = createAudioPair(() => new FakeAudio(), loader);
    start(pair);
    const first = pair.main;
    vi.advanceTimersByTime(PREPARE_DELAY_MS);
    start(pair);
    // A short item (an ad) asks for the next one's preload at once.
    pair.preload('/audio/next.mp3', 30);
    vi.advanceTimersByTime(PREPARE_DELAY_MS);
    expect(first.src).toBe('/audio/next.mp3');
    expect(prepared.has(first)).toBe(false);
    pair.load('/audio/next.mp3', 30);
    expect(pair.main).toBe(first);
  });

  it('keeps every item on a held element, by URL, and swaps again once it is let go', () => {
    const { loader } = readyingLoader();
    const pair = createAudioPair(() => new FakeAudio(), loader);
    start(pair);
    const cast = pair.main;
    pair.hold(cast);
    expect(pair.streamsResponses).toBe(false);
    pair.preload('/audio/2.mp3', 180);
    pair.load('/audio/2.mp3', 180);
    expect(pair.main).toBe(cast);
    expect(cast.src).toBe('/audio/2.mp3');

    pair.hold(null);
    expect(pair.streamsResponses).toBe(true);
    pair.preload('/audio/3.mp3', 180);
    pair.load('/audio/3.mp3', 180);
    expect(pair.main).not.toBe(cast);
  });

  it('preloads by URL, and a channel start after it does not take the preloaded element for a readied one', () => {
    const { loader, prepared } = readyingLoader();
    const attach = vi.spyOn(loader, 'attach');
    const pair = createAudioPair(() => new FakeAudio(), loader);
    start(pair);
    vi.advanceTimersByTime(PREPARE_DELAY_MS);
    const playing = pair.main;
    pair.preload('/audio/2.mp3', 180);
    expect(attach).not.toHaveBeenCalled();
    const spare = [...prepared].find((element) => element !== playing);
    expect(spare).toBeUndefined();
    start(pair);
    expect(pair.main).toBe(playing);
  });
});
