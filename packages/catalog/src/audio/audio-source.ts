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

/**
 * 32 kHz, not 44.1: synthesis and LAME both cost per sample, so this renders a track ~1.4× faster,
 * and at 128 kbps every MP3 frame is exactly 576 bytes (no padding slots), so a file's length is
 * known before it is encoded. The synth's band-limited tables stop at 16 kHz anyway, and LAME
 * low-passes 128 kbps at 44.1 kHz near 17 kHz: nothing audible is lost.
 */
export const SAMPLE_RATE = 32000;

/** One block of stereo PCM, samples in [-1, 1]. */
export interface StereoBlock {
  left: Float32Array;
  right: Float32Array;
}

export function totalFramesOf(source: AudioSource): number {
  return Math.max(1, Math.round((source.duration_ms / 1000) * SAMPLE_RATE));
}
