import type { AudioLike, PlayerEngine } from './types';

/** The parts of the Remote Playback API (HTMLMediaElement.remote) the player uses. */
export interface RemoteLike extends EventTarget {
  readonly state: 'connecting' | 'connected' | 'disconnected';
  watchAvailability(callback: (available: boolean) => void): Promise<number>;
  cancelWatchAvailability(id?: number): Promise<void>;
  prompt(): Promise<void>;
}

export interface CastState {
  /** A device can play the current stream: the button shows. */
  available: boolean;
  remote: RemoteLike['state'];
}

export interface CastControl {
  getState(): CastState;
  subscribe(listener: (state: CastState) => void): () => void;
  /** The browser's device picker (or, while casting, its way to stop); call it inside the click. */
  chooseDevice(): void;
}

export interface CastDeps {
  engine: Pick<PlayerEngine, 'subscribe' | 'playingElement' | 'holdElement'>;
  /** The element's Remote Playback, or null where the browser has none. */
  remoteOf(element: AudioLike): RemoteLike | null;
  /** The picker failed for another reason than the listener closing it. */
  onFailed(): void;
}

/**
 * Playing on another device through the browser (Chromecast in Chromium, AirPlay in Safari). A
 * session belongs to one <audio> element, while the engine moves between two from item to item;
 * so while a session is connecting or connected the engine is told to hold that element, and every
 * item after loads into it (the device follows the element's source). Availability is watched on
 * whichever element is playing; where the browser has no Remote Playback, or reports no device
 * able to play it, the state says unavailable and the button stays hidden.
 */
export function createCastControl({ engine, remoteOf, onFailed }: CastDeps): CastControl {
  const listeners = new Set<(state: CastState) => void>();
  let state: CastState = { available: false, remote: 'disconnected' };
  let watched: AudioLike | null = null;
  let remote: RemoteLike | null = null;
  /** Tells apart the watch in force from those replaced before their id arrived. */
  let watchId: Promise<number | null> = Promise.resolve(null);

  function publish(patch: Partial<CastState>): void {
    const next = { ...state, ...patch };
    if (next.available === state.available && next.remote === state.remote) return;
    state = next;
    for (const listener of listeners) listener(state);
  }

  function followRemote(): void {
    if (!remote || !watched) return;
    const connected = remote.state !== 'disconnected';
    engine.holdElement(connected ? watched : null);
    publish({ remote: remote.state });
  }

  function watch(element: AudioLike): void {
    if (element === watched) return;
    const previous = remote;
    const previousId = watchId;
    previous?.removeEventListener('connecting', followRemote);
    previous?.removeEventListener('connect', followRemote);
    previous?.removeEventListener('disconnect', followRemote);
    void previousId.then((id) => (id === null ? undefined : previous?.cancelWatchAvailability(id))).catch(() => {});

    watched = element;
    remote = remoteOf(element);
    if (!remote) {
      watchId = Promise.resolve(null);
      publish({ available: false, remote: 'disconnected' });
      return;
    }
    const mine = remote;
    for (const type of ['connecting', 'connect', 'disconnect']) mine.addEventListener(type, followRemote);
    // Rejected where the browser cannot watch (it would only find out on a prompt): hidden, as unsupported.
    watchId = mine
      .watchAvailability((available) => {
        if (remote === mine) publish({ available });
      })
      .catch(() => {
        if (remote === mine) publish({ available: false });
        return null;
      });
    followRemote();
  }

  // A held element stays the playing one, so a session in progress is never watched away from.
  engine.subscribe(() => watch(engine.playingElement()));
  watch(engine.playingElement());

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chooseDevice() {
      remote?.prompt().catch((error: unknown) => {
        // The listener closed the picker.
        if ((error as { name?: string } | null)?.name !== 'NotAllowedError') onFailed();
      });
    },
  };
}
