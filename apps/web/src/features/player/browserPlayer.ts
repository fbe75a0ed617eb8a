import { CAST_TEXT, type Playlist, PLAYER_LIMITS, SHORTCUT_TEXT, SLEEP_TEXT, START_PLAYLIST_HEADER } from '@earshot/contract';
import type { ApiClient } from '../../api/client';
import { loadPlaylist, playlistStartUrl, reportPlayed, reportSkip } from '../../api/playlist';
import { openModal } from '../modals/store';
import { dismissToast, toast } from '../toasts/store';
import { mirrorInto, useCastStore, useSleepTimerStore } from './addOnStores';
import { createCastControl, type RemoteLike } from './castControl';
import type { EarlyStart } from './earlyStart';
import { createPlayerEngine } from './engine';
import { wireKeyboard } from './keyboard';
import { wireMediaSession } from './mediaSession';
import { rateByKeyboard } from './ratingShortcut';
import { pressSkip } from './skipGate';
import { createSleepTimer } from './sleepTimer';
import { mediaSourceLoader, plainSourceLoader } from './sourceLoader';
import { mirrorEngine } from './store';
import type { AudioLike, PlayedReport, PlayerCommands, PlayerEngine } from './types';

function createAudioElement(): HTMLAudioElement {
  const element = document.createElement('audio');
  element.preload = 'auto';
  document.body.append(element);
  return element;
}

function readStartPlaylist(response: Response): Playlist {
  const encoded = response.headers.get(START_PLAYLIST_HEADER) ?? '';
  const bytes = Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Playlist;
}

function storageOrNull(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The keys' volume and mute changes, said in one toast that each change replaces. */
function volumeFeedback(engine: PlayerEngine): () => void {
  let shown: number | null = null;
  return () => {
    const { volume, muted } = engine.getState();
    if (shown !== null) dismissToast(shown);
    shown = toast({ kind: 'info', message: muted ? SHORTCUT_TEXT.muted : SHORTCUT_TEXT.volume(volume) });
  };
}

/** The keyboard's actions, each going the way its button does (Skip's log-in gate, the stars' rating). */
function wirePlayerKeys(engine: PlayerEngine, isAuthenticated: () => boolean): void {
  // During a station id every control is disabled, the volume too.
  const stationId = () => engine.getState().item?.type === 'sweeper';
  const showVolume = volumeFeedback(engine);
  wireKeyboard(document, {
    toggle: () => engine.toggle(),
    next: () => pressSkip(engine, engine.getState().item, isAuthenticated()),
    stepVolume(direction) {
      if (stationId()) return;
      engine.setVolume(engine.getState().volume + direction * PLAYER_LIMITS.volumeStep);
      showVolume();
    },
    toggleMute() {
      if (stationId()) return;
      engine.toggleMute();
      showVolume();
    },
    rate: rateByKeyboard,
    showShortcuts: () => openModal('shortcuts', {}),
  });
}

function reportWith(api: ApiClient, send: typeof reportPlayed, what: string): (report: PlayedReport) => void {
  return (report) => {
    send(api, report).catch((error: unknown) => {
      console.warn(`Could not report a ${what} item`, error);
    });
  };
}

export interface BrowserPlayerOptions {
  /** Whether the listener is logged in right now (media keys cannot use React hooks). */
  isAuthenticated(): boolean;
  /** Start calls that left before the engine loaded, for it to take. */
  early?: EarlyStart;
}

/**
 * The one place the player meets the browser: audio elements, API, storage, media keys, the
 * keyboard, the sleep timer's clock and Remote Playback.
 */
export function startBrowserPlayer(api: ApiClient, { isAuthenticated, early }: BrowserPlayerOptions): PlayerCommands {
  const engine = createPlayerEngine({
    createAudio: createAudioElement,
    sourceLoader: mediaSourceLoader() ?? plainSourceLoader,
    loadPlaylist: (channelId, playing) => loadPlaylist(api, channelId, playing),
    startChannel: (channelId, signal, playing) =>
      (playing ? null : early?.take(channelId, signal)) ?? fetch(playlistStartUrl(channelId, playing), { signal, credentials: 'same-origin' }),
    readStartPlaylist: readStartPlaylist,
    reportPlayed: reportWith(api, reportPlayed, 'played'),
    reportSkip: reportWith(api, reportSkip, 'skipped'),
    askToLogIn: (message) => openModal('login', { message }),
    storage: storageOrNull('localStorage'),
  });
  mirrorEngine(engine);
  if ('mediaSession' in navigator) {
    wireMediaSession(engine, navigator.mediaSession, () => pressSkip(engine, engine.getState().item, isAuthenticated()));
  }
  wirePlayerKeys(engine, isAuthenticated);
  window.addEventListener('pagehide', () => engine.leavePage());
  const sleep = createSleepTimer({
    engine,
    now: Date.now,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    storage: storageOrNull('sessionStorage'),
    onStopped: () => toast({ kind: 'info', message: SLEEP_TEXT.stopped }),
  });
  mirrorInto(sleep, useSleepTimerStore);
  const cast = createCastControl({
    engine,
    remoteOf: (element: AudioLike) => ((element as Partial<HTMLMediaElement>).remote as RemoteLike | undefined) ?? null,
    onFailed: () => toast({ kind: 'error', message: CAST_TEXT.failed }),
  });
  mirrorInto(cast, useCastStore);
  return { ...engine, setSleepTimer: sleep.set, chooseCastDevice: cast.chooseDevice };
}
