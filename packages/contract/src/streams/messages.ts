import { STREAM_LIMITS } from './limits';

/** What a player or the settings page says about standard streams (issue 25). */
export const STREAM_MESSAGES = {
  channelNotStreamable: 'This channel plays each listener their own songs, so it has no public stream. Make a personal stream key in your settings to play it in another player.',
  tooManyConnections: `This stream key is already playing on ${STREAM_LIMITS.connectionsPerKey} players. Stop one of them to start another.`,
  tooManyFromAddress: 'Too many streams are playing from your address. Stop one of them to start another.',
  keyUnknown: 'No stream at this address. If you made a new stream key, use its new address.',
  listenInPlayer: 'Listen in your player',
  listenInPlayerHelp: 'Paste this address into VLC, a Sonos, a smart speaker or an internet radio.',
  personalStreamTitle: 'Your personal stream',
  personalStreamHelp:
    'A private address that plays any channel in another player as your own: your bans, ratings, blends and Five-Star Radio. Anyone who has it can listen as you, so keep it to yourself.',
  keyShownOnce: 'Copy it now: we keep only a fingerprint of it and cannot show it again.',
  keyCreate: 'Make a stream key',
  keyRecreate: 'Make a new key',
  keyRevoke: 'Turn off the key',
  keyRevoked: 'Your stream key is off. Players using it have stopped.',
} as const;
