import { MP3_KBPS, SAMPLE_RATE } from '@earshot/catalog/audio';
import type { TransmitterOptions } from './transmitter';

/** Bytes of the stream per millisecond (128 kbps: 16). */
export const BYTES_PER_MS = (MP3_KBPS * 1000) / 8 / 1000;
/** A chunk is a second of audio, and the icy-metaint: Icecast's default of 16,000 bytes at 128 kbps. */
export const CHUNK_MS = 1000;
export const CHUNK_BYTES = CHUNK_MS * BYTES_PER_MS;
export const STREAM_KBPS = MP3_KBPS;
export const STREAM_SAMPLE_RATE = SAMPLE_RATE;

/**
 * How every stream is sent: 4 s at once on connect (64,000 bytes, Icecast's burst size), then real
 * time; a listener more than 8 s behind (its socket holding that much unsent) is dropped.
 */
export const TRANSMISSION: Omit<TransmitterOptions, 'idle' | 'clock'> = {
  chunkMs: CHUNK_MS,
  burstChunks: 4,
  maxQueuedBytes: 8 * CHUNK_BYTES,
};
