/**
 * The web app's words around a channel's stream that the contract's STREAM_MESSAGES leaves out: field
 * labels, copy feedback and playlist links. Account Settings' own are in personalStreamText.ts, out
 * of the channel page's download.
 */
export const STREAM_TEXT = {
  streamAddress: 'Stream address',
  copyStreamAddress: 'Copy the stream address',
  streamAddressCopied: 'Stream address copied to clipboard',
  copyFailure: 'Could not copy the address. Select it and copy it yourself.',
  playlistFiles: 'Or open a playlist file:',
  m3u: 'M3U',
  pls: 'PLS',
  downloadM3u: 'Download the M3U playlist file',
  downloadPls: 'Download the PLS playlist file',
  makePersonalKey: 'Make a personal stream key',
} as const;
