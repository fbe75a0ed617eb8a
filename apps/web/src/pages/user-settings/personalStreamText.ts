/** Account Settings' words around the personal stream key that the contract's STREAM_MESSAGES leaves out. */
export const PERSONAL_STREAM_TEXT = {
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
