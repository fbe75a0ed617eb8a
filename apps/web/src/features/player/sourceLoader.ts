import { MP3, streamsMp3 } from './streamsMp3';
import type { AudioLike, SourceLoader } from './types';

export const plainSourceLoader: SourceLoader = {
  attach(element, url) {
    element.src = url;
  },
  detach(element) {
    element.removeAttribute('src');
    element.load();
  },
};

const APPEND_BYTES = 32 * 1024;

/**
 * Streams a track into a MediaSource as its bytes arrive. A plain `src` makes Chromium wait for
 * a whole 32 KiB block (two seconds of 128 kbps audio) before it starts, which for a song still
 * being encoded costs hundreds of milliseconds; appended to a SourceBuffer, a few frames suffice.
 */
export function mediaSourceLoader(): SourceLoader | null {
  if (!streamsMp3()) return null;
  const running = new WeakMap<AudioLike, AbortController>();
  /** Elements holding an open MediaSource and its SourceBuffer, ready for a start. */
  const prepared = new WeakMap<AudioLike, { source: MediaSource; buffer: Promise<SourceBuffer> }>();

  function openSource(element: AudioLike): { source: MediaSource; buffer: Promise<SourceBuffer> } {
    const source = new MediaSource();
    const objectUrl = URL.createObjectURL(source);
    const buffer = new Promise<SourceBuffer>((resolve) => {
      source.addEventListener(
        'sourceopen',
        () => {
          URL.revokeObjectURL(objectUrl);
          resolve(source.addSourceBuffer(MP3));
        },
        { once: true },
      );
    });
    element.src = objectUrl;
    return { source, buffer };
  }

  function open(element: AudioLike, response: Promise<Response>, controller: AbortController, durationSeconds: number): void {
    running.get(element)?.abort();
    running.set(element, controller);
    response.catch(() => {});
    const { source, buffer } = prepared.get(element) ?? openSource(element);
    prepared.delete(element);
    void buffer.then((created) => {
      if (controller.signal.aborted) return;
      if (durationSeconds > 0) source.duration = durationSeconds;
      pump(response, source, created, controller.signal).catch(() => {
        if (!controller.signal.aborted && source.readyState === 'open') source.endOfStream('network');
      });
    });
  }

  return {
    attach(element, url, durationSeconds) {
      const controller = new AbortController();
      // The request leaves now; the media pipeline opens the source meanwhile.
      open(element, fetch(url, { signal: controller.signal }), controller, durationSeconds);
    },
    attachResponse(element, response, controller) {
      open(element, response, controller, 0);
    },
    prepare(element) {
      if (prepared.has(element)) return;
      running.get(element)?.abort();
      running.delete(element);
      prepared.set(element, openSource(element));
    },
    isPrepared: (element) => prepared.has(element),
    detach(element) {
      running.get(element)?.abort();
      running.delete(element);
      prepared.delete(element);
      plainSourceLoader.detach(element);
    },
  };
}

function appended(buffer: SourceBuffer, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    buffer.addEventListener('updateend', () => resolve(), { once: true });
    buffer.addEventListener('error', () => reject(new Error('append failed')), { once: true });
    buffer.appendBuffer(bytes);
  });
}

async function pump(pending: Promise<Response>, source: MediaSource, buffer: SourceBuffer, signal: AbortSignal): Promise<void> {
  const response = await pending;
  if (!response.ok || !response.body) throw new Error(`audio answered ${response.status}`);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (signal.aborted) return;
    if (done) break;
    // A cached file arrives in megabyte reads; parsing one of those before the first frame
    // plays would delay the start, so append in small pieces.
    for (let at = 0; at < value.length && !signal.aborted; at += APPEND_BYTES) {
      await appended(buffer, value.subarray(at, at + APPEND_BYTES) as Uint8Array<ArrayBuffer>);
    }
  }
  if (source.readyState === 'open') source.endOfStream();
}
