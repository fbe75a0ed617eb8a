import { type Playlist, type PlaylistItem, PLAYER_TEXT } from '@earshot/contract';
import type { Playhead } from '../../api/playlist';
import { createAudioPair } from './audioPair';
import { asksToLogIn, emptyPlaylistMessage, playlistFailureMessage } from './playlistFailure';
import {
  type ChannelHint,
  initialPlayerState,
  type NowPlayingChannel,
  type PlayedReport,
  type PlayerDeps,
  type PlayerEngine,
  type PlayerState,
} from './types';
import { clampVolume, gainedVolume, readVolume, writeVolume } from './volume';

/** Start loading the next item this many seconds before the current one ends (the spec asks for ≥ 10). */
export const PRELOAD_LEAD_SECONDS = 20;
/**
 * Ask for more items this many seconds before the last one queued ends, no sooner: the server
 * decides an ad break from the music heard so far, so a request made early would count songs the
 * listener may yet skip or switch away from. The margin over the preload leaves time for the answer.
 */
export const REFILL_LEAD_SECONDS = PRELOAD_LEAD_SECONDS + 10;
/** After this many broken items in a row, stop and say so rather than skip forever. */
export const MAX_CONSECUTIVE_FAILURES = 3;
/** The longest a song left behind waits for the next channel to start before it is reported anyway. */
export const REPORT_WAIT_MS = 5000;

export function createPlayerEngine(deps: PlayerDeps): PlayerEngine {
  const audio = createAudioPair(deps.createAudio, deps.sourceLoader);
  const listeners = new Set<(state: PlayerState) => void>();
  let state: PlayerState = { ...initialPlayerState, volume: readVolume(deps.storage) };
  let current: PlaylistItem | null = null;
  let currentReported = false;
  let queue: PlaylistItem[] = [];
  /** Bumped on every channel change so answers about the previous channel are dropped. */
  let session = 0;
  let fetching = false;
  /** The last queued item for which more were asked: once per item, even when the answer was empty. */
  let refilledFor: PlaylistItem | null = null;
  let failures = 0;
  let wantPlaying = false;
  let fade = 1;

  function update(patch: Partial<PlayerState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  const msPlayed = () => audio.main.currentTime * 1000;
  const applyVolume = () => {
    audio.main.volume = state.muted ? 0 : gainedVolume(state.volume, current?.gain ?? 0) * fade;
  };

  /** The catalog's duration first: a stream still arriving reports only what it has buffered. */
  function knownDuration(): number {
    const { duration } = audio.main;
    if (current && current.duration > 0) return current.duration;
    return Number.isFinite(duration) && duration > 0 ? duration : 0;
  }

  const playheadOf = (item: PlaylistItem, ms: number): Playhead => ({ t: item._id.$oid, ms: Math.max(0, Math.round(ms)) });

  /** Each item is reported once: as played, or as skipped. */
  function report(ms: number, send: (report: PlayedReport) => void = deps.reportPlayed): void {
    if (!current || !state.channel || currentReported) return;
    currentReported = true;
    send({ t: current._id.$oid, c: state.channel.id, ms: Math.max(0, Math.round(ms)) });
  }

  /**
   * Runs `task` once the channel being started is past loading (it plays, is paused or failed), or
   * after REPORT_WAIT_MS at the latest.
   */
  function whenStarted(task: () => void): void {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      listeners.delete(check);
      clearTimeout(timer);
      task();
    };
    const check = (next: PlayerState) => {
      if (next.status !== 'loading') run();
    };
    const timer = setTimeout(run, REPORT_WAIT_MS);
    listeners.add(check);
    check(state);
  }

  /** Reports the current item and lets it go; returns where the listener left it, for the next request. */
  function leaveCurrent(ms: number, send?: (report: PlayedReport) => void): Playhead | undefined {
    const left = current ? playheadOf(current, ms) : undefined;
    report(ms, send);
    current = null;
    return left;
  }

  /**
   * Forgets the current item's place and the queue; answers to requests already sent are ignored
   * from now on. Returns how long the item played, for its report. The caller silences the audio.
   */
  function dropQueue(): number {
    const playedMs = msPlayed();
    session += 1;
    queue = [];
    fetching = false;
    failures = 0;
    wantPlaying = true;
    return playedMs;
  }

  function fail(error: string): void {
    wantPlaying = false;
    update({ status: 'error', item: null, error });
  }

  function playMain(item: PlaylistItem): void {
    audio.main.play().catch((error: unknown) => {
      // Autoplay refused: wait for the listener's press. Media failures also arrive as an 'error' event.
      if ((error as { name?: string } | null)?.name !== 'NotAllowedError' || item !== current) return;
      wantPlaying = false;
      update({ status: 'paused' });
    });
  }

  /** `loading` is false when the item's audio was already requested (the channel start call). */
  function start(item: PlaylistItem, notice: string | null, loading = true): void {
    current = item;
    currentReported = false;
    // Audio first: subscribers re-render the page, and the first sound must not wait for that.
    if (loading) audio.load(item.url, item.duration);
    applyVolume();
    playMain(item);
    update({ status: 'loading', item, position: 0, duration: item.duration, notice, error: null });
    refillIfDue(0, knownDuration());
  }

  /** Asks for more once the last queued item is near its end (at once for one shorter than the lead). */
  function refillIfDue(position: number, duration: number): void {
    if (!current || queue.length > 0 || refilledFor === current || duration - position > REFILL_LEAD_SECONDS) return;
    refilledFor = current;
    fetchMore(playheadOf(current, position * 1000));
  }

  /** `left`: the item just left, whose report may not have reached the server before this request. */
  function advance(notice: string | null = null, left?: Playhead): void {
    const next = queue.shift();
    if (next) start(next, notice);
    else if (fetching) update({ status: 'loading', item: null, notice });
    else fetchMore(left);
  }

  /** The channel as the playlist names it, keeping the object React already has when nothing changed. */
  function channelOf(playlist: Playlist): NowPlayingChannel {
    const { _id, oldid, name } = playlist.channel;
    const known = state.channel;
    if (known?.id === _id.$oid && known.oldid === oldid && known.name === name) return known;
    // A different id (not merely the legacy id the listener started by) means the server answered with
    // their own copy of the channel: remember the one they started, which its tile still stands for.
    const startedAs = known && known.id !== _id.$oid && String(known.oldid) !== known.id ? (known.startedAs ?? known.id) : known?.startedAs;
    return { id: _id.$oid, oldid, name, ...(startedAs ? { startedAs } : {}) };
  }

  function showPlaylistInfo(playlist: Playlist): void {
    update({ channel: channelOf(playlist), fiveStar: playlist.five_star ?? null });
  }

  function receive(mine: number, playlist: Playlist): void {
    if (mine !== session) return;
    fetching = false;
    queue.push(...playlist.items);
    if (!current && queue.length > 0) advance(state.notice);
    showPlaylistInfo(playlist);
    if (!current) fail(emptyPlaylistMessage(playlist));
  }

  /**
   * One request for the first item's audio and the playlist; falls back to the playlist call.
   * Returns the request's answer, which settles once its headers arrive.
   */
  function startChannel(channelId: string, startCall: NonNullable<PlayerDeps['startChannel']>, left?: Playhead): Promise<Response> {
    fetching = true;
    const mine = session;
    const controller = new AbortController();
    const response = startCall(channelId, controller.signal, left);
    audio.loadResponse(response, controller);
    response
      .then((res) => {
        if (!res.ok || !deps.readStartPlaylist) throw new Error(`start answered ${res.status}`);
        return deps.readStartPlaylist(res);
      })
      .then(
        (playlist) => {
          if (mine !== session) return;
          fetching = false;
          const [first, ...rest] = playlist.items;
          queue.push(...rest);
          if (first) start(first, null, false);
          showPlaylistInfo(playlist);
          if (!first) fail(emptyPlaylistMessage(playlist));
        },
        () => {
          if (mine !== session) return;
          fetching = false;
          fetchMore(left);
        },
      );
    return response;
  }

  /** `playing`: the item the listener is on or has just left, and how far into it. */
  function fetchMore(playing?: Playhead): void {
    if (fetching || !state.channel) return;
    fetching = true;
    const mine = session;
    deps.loadPlaylist(state.channel.id, playing).then(
      (playlist) => receive(mine, playlist),
      (error: unknown) => {
        if (mine !== session) return;
        fetching = false;
        if (!current) fail(playlistFailureMessage(error));
        if (!current && asksToLogIn(error)) deps.askToLogIn?.(playlistFailureMessage(error));
      },
    );
  }

  audio.listen('playing', () => {
    failures = 0;
    if (wantPlaying) update({ status: 'playing' });
  });
  audio.listen('waiting', () => {
    if (wantPlaying) update({ status: 'loading' });
  });
  audio.listen('pause', () => {
    // The engine stops elements without a 'pause' event, so this one came from the system (a call, a headset).
    if (audio.main.ended || !wantPlaying) return;
    wantPlaying = false;
    update({ status: 'paused' });
  });
  audio.listen('timeupdate', () => {
    const position = audio.main.currentTime;
    const duration = knownDuration();
    if (Math.floor(position) !== Math.floor(state.position) || duration !== state.duration) {
      update({ position, duration });
    }
    const next = queue[0];
    if (next && duration - position <= PRELOAD_LEAD_SECONDS) audio.preload(next.url, next.duration);
    refillIfDue(position, duration);
  });
  audio.listen('ended', () => {
    advance(null, leaveCurrent(knownDuration() * 1000));
  });
  audio.listen('error', () => {
    if (!current || !audio.main.error) return;
    const left = leaveCurrent(msPlayed());
    failures += 1;
    if (failures >= MAX_CONSECUTIVE_FAILURES) fail(PLAYER_TEXT.audioFailed);
    else advance(PLAYER_TEXT.audioFailed, left);
  });

  const isCurrentChannel = (id: string) =>
    state.channel !== null && (state.channel.id === id || String(state.channel.oldid) === id || state.channel.startedAs === id);

  const engine: PlayerEngine = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play(channelId: string, hint?: ChannelHint) {
      if (isCurrentChannel(channelId) && state.status !== 'error') return engine.resume();
      const playedMs = dropQueue();
      const channel = { id: channelId, oldid: hint?.oldid ?? null, name: hint?.name ?? '' };
      // The new channel's request leaves first. Loading its response silences the old item; tearing
      // the old element down and re-rendering can wait, and the old item's report waits until the
      // new song plays: sent sooner, the server and the page handle it while the song starts.
      const startCall = audio.streamsResponses ? deps.startChannel : undefined;
      const leaving = current ? playheadOf(current, playedMs) : undefined;
      if (startCall) {
        const answered = startChannel(channelId, startCall, leaving);
        leaveCurrent(playedMs, (played) => {
          const send = () => whenStarted(() => deps.reportPlayed(played));
          answered.then(send, send);
        });
      } else {
        audio.stop();
        leaveCurrent(playedMs);
      }
      update({ status: 'loading', channel, item: null, position: 0, duration: 0, notice: null, error: null, fiveStar: null });
      if (!startCall) fetchMore(leaving);
    },
    pause() {
      if (!current || current.type === 'sweeper' || !wantPlaying) return;
      wantPlaying = false;
      audio.main.pause();
      update({ status: 'paused' });
    },
    resume() {
      if (!current && state.status === 'error' && state.channel) return engine.play(state.channel.id);
      if (!current || wantPlaying || current.type === 'sweeper') return;
      wantPlaying = true;
      update({ status: 'loading' });
      playMain(current);
    },
    toggle: () => (wantPlaying ? engine.pause() : engine.resume()),
    skip() {
      if (current?.type !== 'song') return;
      const left = leaveCurrent(msPlayed(), deps.reportSkip);
      wantPlaying = true;
      advance(null, left);
    },
    reload() {
      if (!state.channel) return;
      const left = leaveCurrent(dropQueue());
      audio.stop();
      update({ status: 'loading', item: null, position: 0, duration: 0, notice: null, error: null });
      fetchMore(left);
    },
    setVolume(volume: number) {
      const clamped = clampVolume(volume);
      writeVolume(deps.storage, clamped);
      update({ volume: clamped, muted: false });
      applyVolume();
    },
    toggleMute() {
      update({ muted: !state.muted });
      applyVolume();
    },
    setFade(level: number) {
      fade = Math.min(1, Math.max(0, level));
      applyVolume();
    },
    leavePage: () => report(msPlayed()),
    playingElement: () => audio.main,
    holdElement: (element) => audio.hold(element),
  };
  return engine;
}
