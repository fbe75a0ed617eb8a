import { type Playlist, START_PLAYLIST_HEADER } from '@earshot/contract';
import type { ApiClient } from '../../api/client';
import { loadPlaylist, playlistStartUrl, reportPlayed, reportSkip } from '../../api/playlist';
import { openModal } from '../modals/store';
import type { EarlyStart } from './earlyStart';
import { createPlayerEngine } from './engine';
import { wireMediaSession } from './mediaSession';
import { pressSkip } from './skipGate';
import { wireSpaceBar } from './spaceBar';
import { mediaSourceLoader, plainSourceLoader } from './sourceLoader';
import { mirrorEngine } from './store';
import type { PlayedReport, PlayerEngine } from './types';

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

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
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

/** The one place the player meets the browser: audio elements, API, storage, media keys and the space bar. */
export function startBrowserPlayer(api: ApiClient, { isAuthenticated, early }: BrowserPlayerOptions): PlayerEngine {
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
    storage: localStorageOrNull(),
  });
  mirrorEngine(engine);
  if ('mediaSession' in navigator) {
    wireMediaSession(engine, navigator.mediaSession, () => pressSkip(engine, engine.getState().item, isAuthenticated()));
  }
  wireSpaceBar(document, () => engine.toggle());
  window.addEventListener('pagehide', () => engine.leavePage());
  return engine;
}
