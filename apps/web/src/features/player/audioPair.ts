import type { AudioLike } from './types';

/**
 * The playing element and a spare that preloads the next item. When the next item starts and the spare
 * already holds it, the two swap roles so playback starts from buffered data.
 */
export interface AudioPair {
  readonly main: AudioLike;
  load(url: string): void;
  preload(url: string): void;
  /** Stop the playing element without a 'pause' event, so listener intent stays untouched. */
  stop(): void;
  /** Listen on both elements; only events of the element currently playing reach the handler. */
  listen(type: string, handler: () => void): void;
}

function empty(element: AudioLike): void {
  element.removeAttribute('src');
  element.load();
}

export function createAudioPair(createAudio: () => AudioLike): AudioPair {
  let main = createAudio();
  let spare = createAudio();
  let preloadedUrl: string | null = null;

  const label = () => {
    main.setAttribute('data-testid', 'player-audio');
    spare.setAttribute('data-testid', 'player-preload');
  };
  label();

  return {
    get main() {
      return main;
    },
    load(url) {
      if (preloadedUrl === url && !spare.error) {
        const previous = main;
        main = spare;
        spare = previous;
        empty(previous);
        label();
      } else {
        main.src = url;
      }
      preloadedUrl = null;
    },
    preload(url) {
      if (preloadedUrl === url) return;
      preloadedUrl = url;
      spare.preload = 'auto';
      spare.src = url;
    },
    stop() {
      empty(main);
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
