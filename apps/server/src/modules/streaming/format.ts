import { STREAM_BYTES_PER_SECOND, STREAM_FORMAT } from '../media';
import type { TransmitterOptions } from './transmitter';

/** Bytes of the stream per millisecond (128 kbps: 16). */
export const BYTES_PER_MS = STREAM_BYTES_PER_SECOND / 1000;
/** A chunk is a second of audio, and the icy-metaint: Icecast's default of 16,000 bytes at 128 kbps. */
export const CHUNK_BYTES = STREAM_BYTES_PER_SECOND;
export const STREAM_KBPS = STREAM_FORMAT.kbps;
export const STREAM_SAMPLE_RATE = STREAM_FORMAT.sampleRate;

/**
 * How every stream is sent: 4 s at once on connect (64,000 bytes, Icecast's burst size), then a
 * second each second; a listener more than 8 s behind (its socket holding that much unsent) is dropped.
 */
export const TRANSMISSION: Omit<TransmitterOptions, 'idle' | 'clock'> = {
  chunkMs: 1000,
  burstChunks: 4,
  maxQueuedBytes: 8 * CHUNK_BYTES,
};
