export const MP3 = 'audio/mpeg';

/**
 * Whether this browser can stream MP3 into a MediaSource: the player then starts a channel with
 * one start call (audio and playlist together); elsewhere it plays by URL after a playlist call.
 */
export function streamsMp3(): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MP3);
}
