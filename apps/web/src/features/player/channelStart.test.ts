import type { Playlist } from '@earshot/contract';
import { describe, expect, it, vi } from 'vitest';
import { PREPARE_DELAY_MS } from './audioPair';
import { createPlayerEngine, REPORT_WAIT_MS } from './engine';
import { CHANNEL_OID, FakeAudio, item, MemoryStorage, playlist, settle } from './fakeAudio';
import { plainSourceLoader } from './sourceLoader';
import type { SourceLoader } from './types';

/** A loader that streams responses: it remembers which element got which response, and which it readied. */
function streamingLoader() {
  const attached: { element: FakeAudio; response: Promise<Response> }[] = [];
  const prepared = new Set<FakeAudio>();
  const loader: SourceLoader = {
    ...plainSourceLoader,
    attachResponse(element, response) {
      prepared.delete(element as FakeAudio);
      attached.push({ element: element as FakeAudio, response });
      element.src = 'blob:start';
    },
    prepare: (element) => void prepared.add(element as FakeAudio),
    isPrepared: (element) => prepared.has(element as FakeAudio),
    detach(element) {
      prepared.delete(element as FakeAudio);
      plainSourceLoader.detach(element);
    },
  };
  return { loader, attached, prepared };
}

function setup(start: (channelId: string) => Promise<Response>, fallback: Playlist) {
  const { loader, attached, prepared } = streamingLoader();
  const audios: FakeAudio[] = [];
  const loadPlaylist = vi.fn(async () => fallback);
  const reportPlayed = vi.fn();
  const engine = createPlayerEngine({
    createAudio: () => {
      const audio = new FakeAudio();
      audios.push(audio);
      return audio;
    },
    sourceLoader: loader,
    loadPlaylist,
    startChannel: vi.fn(start),
    readStartPlaylist: (response) => JSON.parse(response.headers.get('x-playlist') ?? '') as Playlist,
    reportPlayed,
    reportSkip: vi.fn(),
    storage: new MemoryStorage(),
  });
  const playing = () => audios.find((a) => a.attributes.get('data-testid') === 'player-audio') as FakeAudio;
  return { engine, attached, prepared, loadPlaylist, playing, reportPlayed, audios };
}

describe('channel start call', () => {
  it('starts the first song from the start response without a separate playlist request', async () => {
    const started = playlist([item(1), item(2), item(3)]);
    const { engine, attached, loadPlaylist, playing } = setup(
      async () => new Response('mp3', { headers: { 'x-playlist': JSON.stringify(started) } }),
      playlist([]),
    );
    engine.play(CHANNEL_OID, { name: 'Smooth Jazz', oldid: 42 });
    expect(attached).toHaveLength(1);
    expect(playing().src).toBe('blob:start');
    await settle();
    expect(loadPlaylist).not.toHaveBeenCalled();
    expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 1' } });

    playing().progress(180, 180);
    playing().finish();
    await settle();
    expect(engine.getState()).toMatchObject({ item: { title: 'Song 2' } });
  });

  it('shows the Five-Star filters the start response was drawn from', async () => {
    const fiveStar = { category: 'jazz', christmas: 1, tracks: 30 } as const;
    const started = { ...playlist([item(1), item(2), item(3)]), five_star: fiveStar };
    const { engine } = setup(async () => new Response('mp3', { headers: { 'x-playlist': JSON.stringify(started) } }), playlist([]));
    engine.play(CHANNEL_OID);
    await settle();
    expect(engine.getState().fiveStar).toEqual(fiveStar);
  });

  it('starts on the readied spare element, and readies the one it left only after the start', async () => {
    vi.useFakeTimers();
    try {
      const started = playlist([item(1), item(2)]);
      const { engine, attached, prepared, playing } = setup(
        async () => new Response('mp3', { headers: { 'x-playlist': JSON.stringify(started) } }),
        playlist([]),
      );
      const [readied] = [...prepared];
      engine.play(CHANNEL_OID, { name: 'Smooth Jazz', oldid: 42 });
      expect(attached[0].element).toBe(readied);
      expect(playing()).toBe(readied);
      expect(prepared.size).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(prepared.size).toBe(1);
      expect(prepared.has(playing())).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('silences the song playing before when another channel starts, after sending its request, and empties its element later', async () => {
    vi.useFakeTimers();
    try {
      const started = playlist([item(1), item(2)]);
      let before: FakeAudio | undefined;
      let beforeSrcAtRequest: string | undefined;
      const { engine, playing } = setup(async () => {
        beforeSrcAtRequest = before?.src;
        return new Response('mp3', { headers: { 'x-playlist': JSON.stringify(started) } });
      }, playlist([]));
      engine.play(CHANNEL_OID);
      await vi.advanceTimersByTimeAsync(1000);
      before = playing();
      expect(before.paused).toBe(false);

      engine.play('5f1a00000000000000000002');
      expect(beforeSrcAtRequest).toBe('blob:start');
      expect(before.paused).toBe(true);
      // Emptying it (its media player torn down) waits until the new sound has had its start.
      expect(before.src).toBe('blob:start');
      await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS);
      expect(before.src).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the song left behind once the next channel plays, not while it starts', async () => {
    const started = playlist([item(1), item(2)]);
    const answers: ((response: Response) => void)[] = [];
    const { engine, playing, reportPlayed, audios } = setup(() => new Promise((resolve) => answers.push(resolve)), playlist([]));
    const answer = (i: number) => answers[i](new Response('mp3', { headers: { 'x-playlist': JSON.stringify(started) } }));
    engine.play(CHANNEL_OID);
    answer(0);
    await settle();
    playing().progress(12, 180);
    for (const audio of audios) audio.playsAtOnce = false;

    engine.play('5f1a00000000000000000002');
    await settle();
    answer(1);
    await settle();
    expect(engine.getState().status).toBe('loading');
    expect(reportPlayed).not.toHaveBeenCalled();
    playing().startPlaying();
    expect(engine.getState().status).toBe('playing');
    expect(reportPlayed).toHaveBeenCalledWith({ t: item(1)._id.$oid, c: CHANNEL_OID, ms: 12_000 });
  });

  it('reports the song left behind even when the next channel never starts', async () => {
    vi.useFakeTimers();
    try {
      const started = playlist([item(1), item(2)]);
      const { engine, playing, reportPlayed, audios } = setup(
        async () => new Response('mp3', { headers: { 'x-playlist': JSON.stringify(started) } }),
        playlist([]),
      );
      engine.play(CHANNEL_OID);
      await vi.advanceTimersByTimeAsync(0);
      playing().progress(30, 180);
      for (const audio of audios) audio.playsAtOnce = false;

      engine.play('5f1a00000000000000000002');
      await vi.advanceTimersByTimeAsync(REPORT_WAIT_MS - 1);
      expect(reportPlayed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reportPlayed).toHaveBeenCalledWith({ t: item(1)._id.$oid, c: CHANNEL_OID, ms: 30_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the playlist call when the start call fails', async () => {
    const { engine, loadPlaylist, playing } = setup(async () => new Response('gone', { status: 404 }), playlist([item(7), item(8)]));
    engine.play(CHANNEL_OID, { name: 'Smooth Jazz', oldid: 42 });
    await settle();
    await settle();
    expect(loadPlaylist).toHaveBeenCalledWith(CHANNEL_OID, undefined);
    expect(playing().src).toBe('/audio/7.mp3');
    expect(engine.getState()).toMatchObject({ item: { title: 'Song 7' } });
  });
});
