import type { Playhead } from '../../api/playlist';
import { type FiveStarPlaylistInfo, LIMITS, type Playlist, type PlaylistItem } from '@earshot/contract';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface NowPlayingChannel {
  /** The channel's object id once its playlist arrived; until then the id the listener clicked. */
  id: string;
  oldid: number | null;
  name: string;
  /** The channel the listener started, when the server plays their own copy of it instead (after a ban). */
  startedAs?: string;
}

export interface PlayerState {
  status: PlayerStatus;
  channel: NowPlayingChannel | null;
  item: PlaylistItem | null;
  /** Seconds into the current item and its length. */
  position: number;
  duration: number;
  /** 0–100, before the item's loudness gain. */
  volume: number;
  /** Silenced by the listener (`m`); the volume is kept for when they unmute. Not stored. */
  muted: boolean;
  /** A passing remark about the last transition, such as a skipped broken song. */
  notice: string | null;
  /** Why playback stopped; the player shows it instead of a spinner. */
  error: string | null;
  /** What the Five-Star channel's last playlist was drawn from; null on every other channel. */
  fiveStar: FiveStarPlaylistInfo | null;
}

export const initialPlayerState: PlayerState = {
  status: 'idle',
  channel: null,
  item: null,
  position: 0,
  duration: 0,
  volume: LIMITS.volumeDefault,
  muted: false,
  notice: null,
  error: null,
  fiveStar: null,
};

/** What the tile knows about a channel, so the player can name it before the playlist arrives. */
export interface ChannelHint {
  name: string;
  oldid: number;
}

/** Stop after this many minutes, or when the song playing now ends. */
export type SleepChoice = { minutes: number } | 'endOfSong';

/** What the engine itself does. */
export interface EngineCommands {
  play(channelId: string, hint?: ChannelHint): void;
  toggle(): void;
  pause(): void;
  resume(): void;
  /** Moves on to the next item; only songs can be skipped. */
  skip(): void;
  /** Drops the queue and the current item and starts a fresh playlist of the same channel (its filters changed). */
  reload(): void;
  /** Sets the volume, and unmutes. */
  setVolume(volume: number): void;
  toggleMute(): void;
}

/** What the player's controls can ask: the engine's commands, the sleep timer's and the cast's. */
export interface PlayerCommands extends EngineCommands {
  /** Arms the sleep timer (replacing one already set); null turns it off. */
  setSleepTimer(choice: SleepChoice | null): void;
  /** Opens the browser's list of devices to play on (the Remote Playback API), or the one in use. */
  chooseCastDevice(): void;
}

export interface PlayerEngine extends EngineCommands {
  getState(): PlayerState;
  subscribe(listener: (state: PlayerState) => void): () => void;
  /** Report the item in progress because the page is going away. */
  leavePage(): void;
  /**
   * Scales what is heard (0–1) without touching the listener's volume setting: the sleep timer's
   * fade. Not stored, and not shown on the volume control.
   */
  setFade(level: number): void;
  /** The element sounding now; it changes between items (see audioPair.ts). */
  playingElement(): AudioLike;
  /** Keeps every item on one element (a cast's), or lets the pair swap again (null). */
  holdElement(element: AudioLike | null): void;
}

/** The parts of HTMLAudioElement the engine uses, so tests can drive a fake. */
export type AudioLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'volume'
  | 'paused'
  | 'ended'
  | 'error'
  | 'preload'
  | 'play'
  | 'pause'
  | 'load'
  | 'addEventListener'
  | 'setAttribute'
  | 'removeAttribute'
>;

/** How an audio element is pointed at a track URL and emptied again. */
export interface SourceLoader {
  attach(element: AudioLike, url: string, durationSeconds: number): void;
  /** Plays the body of a response already requested (only loaders that stream it themselves). */
  attachResponse?(element: AudioLike, response: Promise<Response>, controller: AbortController): void;
  /**
   * Readies an idle element so the next load on it skips the media load step (only loaders that
   * stream responses); emptying the element cancels it.
   */
  prepare?(element: AudioLike): void;
  /** Whether the next load on this element would find it prepared. */
  isPrepared?(element: AudioLike): boolean;
  detach(element: AudioLike): void;
}

/** Form fields of POST /c/m/json/played/ and POST /c/m/json/skip/. */
export interface PlayedReport {
  t: string;
  c: string;
  ms: number;
}

export interface PlayerDeps {
  createAudio(): AudioLike;
  /** How elements load a URL; a plain `src` when omitted. */
  sourceLoader?: SourceLoader;
  /** `playing`: the item the player is on or is leaving, and how far into it. */
  loadPlaylist(channelId: string, playing?: Playhead): Promise<Playlist>;
  /**
   * The channel start call: the first item's audio, with the playlist in a header. Optional; when
   * absent, or when the loader cannot stream a response, the player fetches the playlist first.
   */
  startChannel?(channelId: string, signal: AbortSignal, playing?: Playhead): Promise<Response>;
  readStartPlaylist?(response: Response): Playlist;
  reportPlayed(report: PlayedReport): void;
  /** Reports a skipped song instead of reportPlayed. */
  reportSkip(report: PlayedReport): void;
  /**
   * The channel failed to start because the server plays it only to logged-in listeners (the
   * Five-Star channel for a visitor): invite them to log in, with the server's `message`.
   */
  askToLogIn?(message: string): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}
