import type { AudioExtension } from '../../media';

/** The level every track is brought to by its gain (the player applies it). */
export const TARGET_LUFS = -16;
/** ReplayGain tags bring tracks to −18 LUFS; ours is 2 dB louder. */
const REPLAYGAIN_REFERENCE_LUFS = -18;
/** A near-silent or badly measured file must not come out deafening, nor a loud one inaudible. */
const MAX_BOOST_DB = 12;
const MAX_CUT_DB = -20;

/** How a file is kept in the media store: as it is when every browser plays it, else transcoded to MP3. */
export function storedFormat(container: string, codec: string): { ext: AudioExtension; transcode: boolean } {
  if (container === 'MPEG' && /Layer 3$/.test(codec)) return { ext: 'mp3', transcode: false };
  if (/^(M4A|mp4|isom|iso\d|M4B)/i.test(container) && /AAC/.test(codec)) return { ext: 'm4a', transcode: false };
  return { ext: 'mp3', transcode: true };
}

/** The track's gain in dB: from its measured loudness, else its ReplayGain tag, else none. */
export function gainFor(loudnessLufs: number | null, replayGainDb: number | null): number {
  const gain =
    loudnessLufs !== null ? TARGET_LUFS - loudnessLufs : replayGainDb !== null ? replayGainDb + (TARGET_LUFS - REPLAYGAIN_REFERENCE_LUFS) : 0;
  return Math.round(Math.min(MAX_BOOST_DB, Math.max(MAX_CUT_DB, gain)) * 10) / 10;
}
