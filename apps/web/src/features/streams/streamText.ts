/**
 * The web app's words around standard streams that the contract's STREAM_MESSAGES leaves out: field
 * labels, copy feedback, playlist links and the key's confirmations.
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
  keyLoading: 'Checking for your stream key…',
  keyLoadFailure: 'Could not load your stream key.',
  keyMadeOn: 'Your stream key was made on',
  noKey: 'You have no stream key yet.',
  exampleAddress: 'Your personal stream of Five-Star Radio',
  copyExampleAddress: 'Copy your personal stream address',
  anyChannel: 'To play another channel, put its stream name (the part before .mp3 in its stream address) in place of',
  recreateTitle: 'Make a new stream key?',
  recreateMessage: 'Your current key stops working, and players using it stop. You will need to give them the new address.',
  revokeTitle: 'Turn off your stream key?',
  revokeMessage: 'Players using it stop, and its addresses stop working. You can make a new key at any time.',
  actionFailure: 'Could not change your stream key. Please try again.',
} as const;
