import { type Playlist, START_PLAYLIST_HEADER } from '@earshot/contract';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { createPlayerEngine } from './engine';
import { wireMediaSession } from './mediaSession';
import { wireSpaceBar } from './spaceBar';
import { mediaSourceLoader, plainSourceLoader } from './sourceLoader';
import { mirrorEngine } from './store';
import type { PlayerEngine } from './types';

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

/** The one place the player meets the browser: audio elements, API, storage, media keys and the space bar. */
export function startBrowserPlayer(api: ApiClient): PlayerEngine {
  const engine = createPlayerEngine({
    createAudio: createAudioElement,
    sourceLoader: mediaSourceLoader() ?? plainSourceLoader,
    loadPlaylist: (channelId) => api.get<Playlist>(API_PATHS.playlist(channelId)),
    startChannel: (channelId, signal) => fetch(API_PATHS.playlistStart(channelId), { signal, credentials: 'same-origin' }),
    readStartPlaylist: readStartPlaylist,
    reportPlayed: (report) => {
      // keepalive lets the report outlive the page when the listener leaves mid-song.
      api.postForm(API_PATHS.played, { ...report }, { keepalive: true }).catch((error: unknown) => {
        console.warn('Could not report a played item', error);
      });
    },
    storage: localStorageOrNull(),
  });
  mirrorEngine(engine);
  if ('mediaSession' in navigator) wireMediaSession(engine, navigator.mediaSession);
  wireSpaceBar(document, () => engine.toggle());
  window.addEventListener('pagehide', () => engine.leavePage());
  return engine;
}
