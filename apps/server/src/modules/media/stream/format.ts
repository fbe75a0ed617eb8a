import { MP3_KBPS, SAMPLE_RATE } from '@earshot/catalog/audio';
import type { FrameHeader } from './mp3-frames';

/**
 * What every channel stream carries: MPEG-1 Layer III at the demo tracks' own rate and bitrate,
 * constant, so their frames pass through untouched and songs join without re-encoding.
 */
export const STREAM_FORMAT = { sampleRate: SAMPLE_RATE, channels: 2, kbps: MP3_KBPS } as const;

/** A stream's pace: at a constant bitrate, this many bytes are one second of audio. */
export const STREAM_BYTES_PER_SECOND = MP3_KBPS * 125;

/** A frame a stream may carry as it is: MPEG-1 Layer III, STREAM_FORMAT's rate and bitrate, two channels (stereo, joint or dual). */
export function isStreamFrame(header: FrameHeader): boolean {
  return (
    header.version === 1 &&
    header.layer === 3 &&
    header.sampleRate === STREAM_FORMAT.sampleRate &&
    header.kbps === STREAM_FORMAT.kbps &&
    header.channels === STREAM_FORMAT.channels
  );
}
