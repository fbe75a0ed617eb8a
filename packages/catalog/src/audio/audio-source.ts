import type { SoundStyle, TrackKind } from '../types';

/** Everything needed to synthesise a track; a subset of a catalog TrackRow. */
export interface AudioSource {
  id: string;
  style: SoundStyle;
  seed: number;
  duration_ms: number;
  kind: TrackKind;
  /**
   * The track's stored loudness correction. Demo tracks are rendered as if mastered that much
   * away from the common level, so the player's applying the gain is what evens them out.
   */
  gain_db?: number;
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
