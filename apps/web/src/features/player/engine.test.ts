import { type FiveStarPlaylistInfo, LOG_IN_PROMPTS, type Playlist, type PlaylistItem, PLAYER_TEXT } from '@earshot/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { PREPARE_DELAY_MS } from './audioPair';
import { createPlayerEngine } from './engine';
import { CHANNEL_OID, FakeAudio, item, MemoryStorage, playlist, settle } from './fakeAudio';

/** Each playlist call answers the next page: a list of items, a whole playlist, or a failure. */
type Page = PlaylistItem[] | Playlist | Error;

function answer(page: Page | undefined): Promise<Playlist> {
  if (page instanceof Error) return Promise.reject(page);
  return Promise.resolve(Array.isArray(page) || !page ? playlist(page ?? []) : page);
}

function setup(pages: Page[], storage = new MemoryStorage()) {
  const audios: FakeAudio[] = [];
  const loadPlaylist = vi.fn(async (): Promise<Playlist> => answer(pages.shift()));
  const reportPlayed = vi.fn();
  const reportSkip = vi.fn();
  const engine = createPlayerEngine({
    createAudio: () => {
      const audio = new FakeAudio();
      audios.push(audio);
      return audio;
    },
    loadPlaylist,
    reportPlayed,
    reportSkip,
    storage,
  });
  const playing = () => audios.find((a) => a.attributes.get('data-testid') === 'player-audio') as FakeAudio;
  const spare = () => audios.find((a) => a !== playing()) as FakeAudio;
  return { engine, playing, spare, loadPlaylist, reportPlayed, reportSkip, storage };
}

const FIVE_STAR_OLDID = 4605;

function fiveStarPlaylist(items: PlaylistItem[], fiveStar: FiveStarPlaylistInfo): Playlist {
  return { ...playlist(items), channel: { ...playlist([]).channel, oldid: FIVE_STAR_OLDID, name: 'Five-Star Radio' }, five_star: fiveStar };
}

async function startChannel(pages: Page[]) {
  const player = setup(pages);
  player.engine.play(CHANNEL_OID, { name: 'Smooth Jazz', oldid: 42 });
  await settle();
  return player;
}

describe('player engine', () => {
  it('asks for the playlist at once and starts the first item the moment it arrives', async () => {
    const { engine, playing, loadPlaylist } = setup([[item(1), item(2), item(3)]]);
    engine.play(CHANNEL_OID, { name: 'Smooth Jazz', oldid: 42 });
    expect(loadPlaylist).toHaveBeenCalledWith(CHANNEL_OID, undefined);
    expect(engine.getState()).toMatchObject({ status: 'loading', channel: { name: 'Smooth Jazz' } });

    await settle();
    expect(playing().src).toBe('/audio/1.mp3');
    expect(playing().paused).toBe(false);
    expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 1' } });
  });

  it('plays the next item when one ends and reports the finished one', async () => {
    const { engine, playing, reportPlayed } = await startChannel([[item(1), item(2), item(3)]]);
    playing().progress(180, 180);
    playing().finish();
    await settle();
    expect(playing().src).toBe('/audio/2.mp3');
    expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 2' } });
    expect(reportPlayed).toHaveBeenCalledWith({ t: item(1)._id.$oid, c: CHANNEL_OID, ms: 180_000 });
  });

  it('preloads the next item well before the end and continues from the preloaded element', async () => {
    const { playing, spare } = await startChannel([[item(1), item(2), item(3)]]);
    const first = playing();
    first.progress(100, 180);
    expect(spare().src).toBe('');
    first.progress(165, 180);
    expect(spare().src).toBe('/audio/2.mp3');

    first.finish();
    expect(playing()).not.toBe(first);
    expect(playing().src).toBe('/audio/2.mp3');
    expect(first.paused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, PREPARE_DELAY_MS));
    expect(first.src).toBe('');
  });

  it('applies the loudness gain of each item to the volume', async () => {
    const quiet = await startChannel([[item(1, { gain: -6 }), item(2, { gain: 12 }), item(3)]]);
    expect(quiet.playing().volume).toBeCloseTo(0.7 * 10 ** (-6 / 20), 5);

    quiet.engine.setVolume(100);
    quiet.playing().finish();
    expect(quiet.playing().volume).toBe(1);
  });

  it('skips an item that cannot be played and says so', async () => {
    const { engine, playing, reportPlayed } = await startChannel([[item(1), item(2), item(3)]]);
    playing().fail();
    await settle();
    expect(playing().src).toBe('/audio/2.mp3');
    expect(engine.getState()).toMatchObject({ status: 'playing', notice: PLAYER_TEXT.audioFailed });
    expect(reportPlayed).toHaveBeenCalledWith(expect.objectContaining({ t: item(1)._id.$oid }));
  });

  it('stops with a message after three broken items in a row instead of spinning forever', async () => {
    const { engine, playing } = await startChannel([[1, 2, 3, 4, 5].map((n) => item(n))]);
    playing().fail();
    playing().fail();
    playing().fail();
    expect(engine.getState()).toMatchObject({ status: 'error', error: PLAYER_TEXT.audioFailed, item: null });
  });

  it('asks for more only near the end of the last queued item, saying how far into it the listener is, and plays on into them', async () => {
    const { playing, loadPlaylist } = await startChannel([[item(1), item(2)], [item(3), item(4)]]);
    playing().finish();
    playing().progress(100, 180);
    expect(loadPlaylist).toHaveBeenCalledTimes(1);
    playing().progress(151, 180);
    expect(loadPlaylist).toHaveBeenCalledTimes(2);
    expect(loadPlaylist).toHaveBeenLastCalledWith(CHANNEL_OID, { t: item(2)._id.$oid, ms: 151_000 });
    await settle();
    playing().progress(170, 180);
    expect(loadPlaylist).toHaveBeenCalledTimes(2);
    playing().finish();
    expect(playing().src).toBe('/audio/3.mp3');
  });

  it('asks once per item even when the answer brings nothing, and again when the queue runs dry', async () => {
    const { playing, loadPlaylist } = await startChannel([[item(1)], [], [item(3)]]);
    playing().progress(160, 180);
    await settle();
    playing().progress(170, 180);
    expect(loadPlaylist).toHaveBeenCalledTimes(2);
    playing().finish();
    await settle();
    expect(loadPlaylist).toHaveBeenLastCalledWith(CHANNEL_OID, { t: item(1)._id.$oid, ms: 180_000 });
    expect(playing().src).toBe('/audio/3.mp3');
  });

  it('tells the next channel where the listener left the last one', async () => {
    const { engine, playing, loadPlaylist } = await startChannel([[item(1), item(2)], [item(5), item(6)]]);
    playing().progress(42, 180);
    engine.play('a'.repeat(24));
    expect(loadPlaylist).toHaveBeenLastCalledWith('a'.repeat(24), { t: item(1)._id.$oid, ms: 42_000 });
  });

  it('treats the channel the listener started as playing when the server plays their own copy of it', async () => {
    const copy = { _id: { $oid: 'd'.repeat(24) }, oldid: 90001, name: 'Smooth Jazz' };
    const { engine, loadPlaylist } = await startChannel([{ channel: copy, items: [item(1), item(2), item(3)] }]);
    expect(engine.getState().channel).toEqual({ id: copy._id.$oid, oldid: copy.oldid, name: 'Smooth Jazz', startedAs: CHANNEL_OID });

    engine.play(CHANNEL_OID);
    expect(loadPlaylist).toHaveBeenCalledTimes(1);
    expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 1' } });
  });

  it('ignores a playlist that arrives after the listener switched channels', async () => {
    let answerFirst: (value: Playlist) => void = () => {};
    const { engine, playing, loadPlaylist } = setup([[item(7), item(8), item(9)], [item(10), item(11)]]);
    const defaultAnswer = loadPlaylist.getMockImplementation();
    loadPlaylist.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    if (defaultAnswer) loadPlaylist.mockImplementation(defaultAnswer);

    engine.play('a'.repeat(24));
    engine.play(CHANNEL_OID);
    await settle();
    answerFirst(playlist([item(1), item(2), item(3)]));
    await settle();
    expect(playing().src).toBe('/audio/7.mp3');
    playing().finish();
    playing().finish();
    await settle();
    playing().finish();
    await settle();
    expect(playing().src).toBe('/audio/10.mp3');
  });

  it('pauses and resumes, but not during a station id', async () => {
    const { engine, playing } = await startChannel([[item(1), item(2, { type: 'sweeper', title: 'sweeper' }), item(3)]]);
    engine.toggle();
    expect(playing().paused).toBe(true);
    expect(engine.getState().status).toBe('paused');
    engine.toggle();
    await settle();
    expect(playing().paused).toBe(false);
    expect(engine.getState().status).toBe('playing');

    playing().finish();
    engine.toggle();
    expect(playing().paused).toBe(false);
  });

  it('waits for a press when the browser refuses to autoplay', async () => {
    const player = setup([[item(1), item(2), item(3)]]);
    const refusal = Object.assign(new Error('autoplay'), { name: 'NotAllowedError' });
    player.engine.play(CHANNEL_OID);
    player.playing().playResult = () => Promise.reject(refusal);
    await settle();
    expect(player.engine.getState().status).toBe('paused');
  });

  it('keeps the volume between visits under "volume", 70 by default', () => {
    const storage = new MemoryStorage();
    const first = setup([], storage).engine;
    expect(first.getState().volume).toBe(70);
    first.setVolume(35);
    expect(storage.getItem('volume')).toBe('35');
    expect(setup([], storage).engine.getState().volume).toBe(35);
    first.setVolume(250);
    expect(first.getState().volume).toBe(100);
  });

  it('mutes and unmutes without forgetting the volume, and a volume change unmutes', async () => {
    const { engine, playing, storage } = await startChannel([[item(1), item(2), item(3)]]);
    engine.setVolume(60);
    engine.toggleMute();
    expect(playing().volume).toBe(0);
    expect(engine.getState()).toMatchObject({ muted: true, volume: 60 });
    expect(storage.getItem('volume')).toBe('60');
    playing().finish();
    expect(playing().volume).toBe(0);
    engine.toggleMute();
    expect(playing().volume).toBeCloseTo(0.6, 5);
    engine.toggleMute();
    engine.setVolume(40);
    expect(engine.getState().muted).toBe(false);
    expect(playing().volume).toBeCloseTo(0.4, 5);
  });

  it('fades what is heard without changing the volume setting', async () => {
    const { engine, playing, storage } = await startChannel([[item(1), item(2), item(3)]]);
    engine.setVolume(80);
    engine.setFade(0.5);
    expect(playing().volume).toBeCloseTo(0.4, 5);
    expect(engine.getState().volume).toBe(80);
    expect(storage.getItem('volume')).toBe('80');
    engine.setFade(1);
    expect(playing().volume).toBeCloseTo(0.8, 5);
  });

  describe('skipping', () => {
    it('moves on to the next song and reports the skipped one as skipped, not as played', async () => {
      const { engine, playing, reportPlayed, reportSkip } = await startChannel([[item(1), item(2), item(3)]]);
      playing().progress(42.4, 180);
      engine.skip();
      await settle();
      expect(playing().src).toBe('/audio/2.mp3');
      expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 2' } });
      expect(reportSkip).toHaveBeenCalledExactlyOnceWith({ t: item(1)._id.$oid, c: CHANNEL_OID, ms: 42_400 });
      expect(reportPlayed).not.toHaveBeenCalled();
    });

    it.each([
      ['an ad', item(1, { type: 'ad', title: 'Earshot Plus' })],
      ['a station id', item(1, { type: 'sweeper', title: 'sweeper' })],
    ])('lets %s play out', async (_, unskippable) => {
      const { engine, playing, reportSkip } = await startChannel([[unskippable, item(2), item(3)]]);
      engine.skip();
      expect(playing().src).toBe('/audio/1.mp3');
      expect(reportSkip).not.toHaveBeenCalled();
    });
  });

  describe('reloading (the Five-Star filters changed)', () => {
    it('drops the queue, reports the current song as played so far and starts a fresh playlist of the same channel', async () => {
      const { engine, playing, loadPlaylist, reportPlayed } = await startChannel([
        [item(1), item(2), item(3)],
        [item(7), item(8), item(9)],
      ]);
      playing().progress(30, 180);
      engine.reload();
      expect(reportPlayed).toHaveBeenCalledExactlyOnceWith({ t: item(1)._id.$oid, c: CHANNEL_OID, ms: 30_000 });
      expect(engine.getState()).toMatchObject({ status: 'loading', item: null });
      await settle();
      expect(loadPlaylist).toHaveBeenLastCalledWith(CHANNEL_OID, { t: item(1)._id.$oid, ms: 30_000 });
      expect(playing().src).toBe('/audio/7.mp3');
      expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 7' } });

      playing().finish();
      expect(playing().src).toBe('/audio/8.mp3');
    });

    it('plays again after the filters matched nothing', async () => {
      const info = { category: 'jazz', christmas: 0, tracks: 0 } as const;
      const { engine, playing } = await startChannel([fiveStarPlaylist([], info), [item(4), item(5)]]);
      expect(engine.getState()).toMatchObject({ status: 'error', error: PLAYER_TEXT.fiveStarEmpty });
      engine.reload();
      await settle();
      expect(playing().src).toBe('/audio/4.mp3');
      expect(engine.getState()).toMatchObject({ status: 'playing', error: null });
    });
  });

  describe('the Five-Star channel', () => {
    it('shows what each playlist was drawn from, and nothing of it on another channel', async () => {
      const first = { category: '', christmas: 1, tracks: 40 } as const;
      const second = { category: 'jazz', christmas: 2, tracks: 12 } as const;
      const { engine } = await startChannel([
        fiveStarPlaylist([item(1), item(2), item(3)], first),
        fiveStarPlaylist([item(4), item(5), item(6)], second),
        [item(6), item(7), item(8)],
      ]);
      expect(engine.getState()).toMatchObject({ channel: { oldid: FIVE_STAR_OLDID }, fiveStar: first });
      engine.reload();
      await settle();
      expect(engine.getState().fiveStar).toEqual(second);

      engine.play('d'.repeat(24));
      expect(engine.getState().fiveStar).toBeNull();
      await settle();
      expect(engine.getState().fiveStar).toBeNull();
    });

    it('says when no rated song matches the filters', async () => {
      const { engine } = await startChannel([fiveStarPlaylist([], { category: 'jazz', christmas: 2, tracks: 0 })]);
      expect(engine.getState()).toMatchObject({ status: 'error', error: PLAYER_TEXT.fiveStarEmpty, fiveStar: { tracks: 0 } });
    });
  });

  describe('when the playlist cannot be had', () => {
    it.each([
      ['an empty playlist', [] as PlaylistItem[], PLAYER_TEXT.errorLoadingChannel],
      ['the log-in prompt of a 401', new ApiError(401, 'not_authenticated', LOG_IN_PROMPTS.fiveStar), LOG_IN_PROMPTS.fiveStar],
      ['the message of another 4xx', new ApiError(404, 'not_found', 'No such channel'), 'No such channel'],
      ['the generic text for a server error', new ApiError(500, 'internal', 'Internal Server Error'), PLAYER_TEXT.errorLoadingChannel],
      ['the generic text for a network failure', new TypeError('Failed to fetch'), PLAYER_TEXT.errorLoadingChannel],
    ])('shows %s', async (_, page, message) => {
      const { engine } = await startChannel([page]);
      expect(engine.getState()).toMatchObject({ status: 'error', item: null, error: message });
    });

    it('invites a visitor to log in when the server plays the channel only to logged-in listeners', async () => {
      const askToLogIn = vi.fn();
      const pages: Page[] = [new ApiError(401, 'not_logged_in', LOG_IN_PROMPTS.fiveStar), new ApiError(500, 'internal', 'Internal Server Error')];
      const engine = createPlayerEngine({
        createAudio: () => new FakeAudio(),
        loadPlaylist: () => answer(pages.shift()),
        reportPlayed: vi.fn(),
        reportSkip: vi.fn(),
        askToLogIn,
        storage: null,
      });
      engine.play(String(FIVE_STAR_OLDID), { name: 'Five-Star Radio', oldid: FIVE_STAR_OLDID });
      await settle();
      expect(askToLogIn).toHaveBeenCalledExactlyOnceWith(LOG_IN_PROMPTS.fiveStar);
      expect(engine.getState()).toMatchObject({ status: 'error', error: LOG_IN_PROMPTS.fiveStar });

      // Any other failure is the player's to show.
      engine.toggle();
      await settle();
      expect(engine.getState()).toMatchObject({ status: 'error', error: PLAYER_TEXT.errorLoadingChannel });
      expect(askToLogIn).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['Play in the player', (engine: ReturnType<typeof setup>['engine']) => engine.toggle()],
      ["the channel's tile", (engine: ReturnType<typeof setup>['engine']) => engine.play(CHANNEL_OID, { name: 'Smooth Jazz', oldid: 42 })],
    ])('tries the channel again when the listener presses %s', async (_, press) => {
      const { engine, playing } = await startChannel([new ApiError(500, 'internal', 'Internal Server Error'), [item(1), item(2)]]);
      expect(engine.getState()).toMatchObject({ status: 'error', error: PLAYER_TEXT.errorLoadingChannel });
      press(engine);
      expect(engine.getState()).toMatchObject({ status: 'loading', error: null });
      await settle();
      expect(playing().src).toBe('/audio/1.mp3');
      expect(engine.getState()).toMatchObject({ status: 'playing', item: { title: 'Song 1' } });
    });
  });
});
