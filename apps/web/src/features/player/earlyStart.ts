import { streamsMp3 } from './streamsMp3';

export type StartFetch = (channelId: string, signal: AbortSignal) => Promise<Response>;

export interface EarlyStart {
  /** A channel asked for before the engine has loaded: its start call leaves now. */
  begin(channelId: string): void;
  /**
   * The engine's start of `channelId`: the answer of the call begun for it, if that is the one
   * waiting (aborted with `signal` from then on), else null and the engine asks itself.
   */
  take(channelId: string, signal: AbortSignal): Promise<Response> | null;
}

/**
 * The player's engine is a chunk loaded after the first download; a click in a first visit's first
 * moments waits for it (deferredPlayer.ts). On a phone's network that chunk's requests and the
 * start call's would be one after the other, so the start call leaves with the click instead, and
 * the engine takes its answer when it arrives. Only where the engine starts a channel with the
 * start call (MediaSource streaming): elsewhere it asks for a playlist, and a start call made for
 * nothing would have served the listener a song they never hear.
 */
export function earlyStart(fetchStart: StartFetch, canStream: () => boolean = streamsMp3): EarlyStart {
  let waiting: { channelId: string; controller: AbortController; response: Promise<Response> } | null = null;
  return {
    begin(channelId) {
      if (!canStream()) return;
      waiting?.controller.abort();
      const controller = new AbortController();
      const response = fetchStart(channelId, controller.signal);
      // Its failure is the engine's to handle, when it takes the answer.
      response.catch(() => {});
      waiting = { channelId, controller, response };
    },
    take(channelId, signal) {
      // Two channels asked for before the engine loaded: the engine starts both in order, and only the last was begun.
      if (waiting?.channelId !== channelId) return null;
      const { controller, response } = waiting;
      waiting = null;
      if (signal.aborted) controller.abort();
      else signal.addEventListener('abort', () => controller.abort(), { once: true });
      return response;
    },
  };
}
