import { plainSourceLoader } from './sourceLoader';
import type { AudioLike, SourceLoader } from './types';

/**
 * The playing element and a spare that preloads the next item. When the next item starts and the spare
 * already holds it, the two swap roles so playback starts from buffered data.
 */
export interface AudioPair {
  readonly main: AudioLike;
  load(url: string, durationSeconds: number): void;
  /** Whether `loadResponse` is available (the loader streams responses itself). */
  readonly streamsResponses: boolean;
  loadResponse(response: Promise<Response>, controller: AbortController): void;
  preload(url: string, durationSeconds: number): void;
  /** Stop the playing element without a 'pause' event, so listener intent stays untouched. */
  stop(): void;
  /** Listen on both elements; only events of the element currently playing reach the handler. */
  listen(type: string, handler: () => void): void;
  /**
   * While an element is held, every item loads into it by its URL and the two never swap: a remote
   * playback session (a cast) belongs to one element, and the device fetches the audio itself.
   * Null lets the pair go back to preloading and streaming from the next load on.
   */
  hold(element: AudioLike | null): void;
}

/** How long after a start the element it left behind is emptied and readied for the next one. */
export const PREPARE_DELAY_MS = 250;

export function createAudioPair(createAudio: () => AudioLike, loader: SourceLoader = plainSourceLoader): AudioPair {
  let main = createAudio();
  let spare = createAudio();
  let preloadedUrl: string | null = null;
  /** Counts the spare's preloads, so a late clean-up leaves alone one given work meanwhile. */
  let spareLoads = 0;
  let held: AudioLike | null = null;

  const label = () => {
    main.setAttribute('data-testid', 'player-audio');
    spare.setAttribute('data-testid', 'player-preload');
  };
  label();
  /**
   * The spare becomes the playing element. The old one is only paused now: emptying it tears its
   * media player down (~5 ms of the page's thread, measured in a channel click), which would hold
   * up the frame and the tasks the new sound waits for. It is emptied and readied for the next
   * start a little later, unless it was given a preload meanwhile.
   */
  const swap = () => {
    const previous = main;
    main = spare;
    spare = previous;
    previous.pause();
    label();
    const loadsAtSwap = spareLoads;
    setTimeout(() => {
      if (previous !== spare || spareLoads !== loadsAtSwap) return;
      loader.detach(previous);
      loader.prepare?.(previous);
    }, PREPARE_DELAY_MS);
  };
  loader.prepare?.(spare);

  return {
    get main() {
      return main;
    },
    load(url, durationSeconds) {
      if (held === main) {
        loader.detach(main);
        plainSourceLoader.attach(main, url, durationSeconds);
      } else if (preloadedUrl === url && !spare.error) {
        swap();
      } else {
        loader.attach(main, url, durationSeconds);
      }
      preloadedUrl = null;
    },
    get streamsResponses() {
      return Boolean(loader.attachResponse) && held === null;
    },
    loadResponse(response, controller) {
      // A spare with its media source already open starts without the element's load step.
      if (loader.isPrepared?.(spare)) swap();
      loader.attachResponse?.(main, response, controller);
      preloadedUrl = null;
    },
    preload(url, durationSeconds) {
      if (preloadedUrl === url || held) return;
      preloadedUrl = url;
      spareLoads += 1;
      spare.preload = 'auto';
      // By its URL, not through the loader's MediaSource: a preload has seconds to buffer, so the
      // fast start is not needed, and an element playing a URL is one the browser can send to
      // another device (Remote Playback cannot send a MediaSource). Detached first, so a
      // MediaSource readied for a channel start is not taken for ready any more.
      loader.detach(spare);
      plainSourceLoader.attach(spare, url, durationSeconds);
    },
    stop() {
      loader.detach(main);
    },
    hold(element) {
      held = element;
    },
    listen(type, handler) {
      for (const element of [main, spare]) {
        element.addEventListener(type, () => {
          if (element === main) handler();
        });
      }
    },
  };
}
