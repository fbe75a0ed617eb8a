import type { SoundStyle, TrackKind } from '../types';

/** Everything needed to synthesise a track; a subset of a catalog TrackRow. */
export interface AudioSource {
  id: string;
  style: SoundStyle;
  seed: number;
  duration_ms: number;
  kind: TrackKind;
  /** Written into the file's ID3 tag; synthesis ignores them. */
  tags?: { title: string; artist: string; album: string; year: number | null };
}

export const SAMPLE_RATE = 44100;

/** One block of stereo PCM, samples in [-1, 1]. */
export interface StereoBlock {
  left: Float32Array;
  right: Float32Array;
}

export function totalFramesOf(source: AudioSource): number {
  return Math.max(1, Math.round((source.duration_ms / 1000) * SAMPLE_RATE));
}
