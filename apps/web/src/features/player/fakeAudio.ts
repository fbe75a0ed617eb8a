import type { Playlist, PlaylistItem } from '@earshot/contract';
import type { AudioLike } from './types';

/** Test support. A scriptable stand-in for HTMLAudioElement: tests decide when media plays, ends or fails. */
export class FakeAudio extends EventTarget implements AudioLike {
  private source = '';
  currentTime = 0;
  duration = NaN;
  volume = 1;
  paused = true;
  ended = false;
  error: MediaError | null = null;
  preload: HTMLMediaElement['preload'] = 'auto';
  attributes = new Map<string, string>();
  /** What play() answers; set to a rejection to simulate an autoplay refusal. */
  playResult: () => Promise<void> = () => Promise.resolve();
  /** False while the media is still on its way: play() then waits for startPlaying(). */
  playsAtOnce = true;

  get src(): string {
    return this.source;
  }
  set src(url: string) {
    this.source = url;
    this.error = null;
    this.currentTime = 0;
    this.ended = false;
  }

  /** Like a browser, 'playing' comes a moment later, and never for media that failed meanwhile. */
  play(): Promise<void> {
    this.paused = false;
    if (this.playsAtOnce) queueMicrotask(() => this.startPlaying());
    return this.playResult();
  }
  /** The media has arrived: 'playing', unless it failed or was paused meanwhile. */
  startPlaying(): void {
    if (!this.error && !this.paused) this.dispatchEvent(new Event('playing'));
  }
  pause(): void {
    this.paused = true;
  }
  /** As in a browser, reloading stops playback without a 'pause' event. */
  load(): void {
    this.paused = true;
    this.error = null;
    this.currentTime = 0;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
    if (name === 'src') this.src = '';
  }

  progress(seconds: number, duration: number): void {
    this.currentTime = seconds;
    this.duration = duration;
    this.dispatchEvent(new Event('timeupdate'));
  }
  finish(): void {
    this.currentTime = this.duration;
    this.paused = true;
    this.ended = true;
    this.dispatchEvent(new Event('pause'));
    this.dispatchEvent(new Event('ended'));
  }
  fail(): void {
    this.error = { code: 4, message: 'unsupported' } as MediaError;
    this.dispatchEvent(new Event('error'));
  }
}

export const CHANNEL_OID = 'c'.repeat(24);

export function item(n: number, overrides: Partial<PlaylistItem> = {}): PlaylistItem {
  return {
    type: 'song',
    _id: { $oid: n.toString(16).padStart(24, '0') },
    title: `Song ${n}`,
    track_artist: `Artist ${n}`,
    artist_id: `a${n.toString(16).padStart(23, '0')}`,
    album: `Album ${n}`,
    year: 2000 + n,
    cdcover: `/img/covers155/${n}.svg`,
    duration: 180,
    gain: 0,
    url: `/audio/${n}.mp3`,
    ...overrides,
  };
}

export function playlist(items: PlaylistItem[]): Playlist {
  return { channel: { _id: { $oid: CHANNEL_OID }, oldid: 42, name: 'Smooth Jazz' }, items };
}

/** Lets pending promise callbacks (playlist answers) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}
