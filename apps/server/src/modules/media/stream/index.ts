export { STREAM_BYTES_PER_SECOND, STREAM_FORMAT } from './format';
export type { StreamSong } from './stream-song';
