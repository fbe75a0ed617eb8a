/**
 * Chromium's media loader starts decoding only once it holds a whole 32 KiB block of the
 * response (measured: 16 KiB of MP3 left `<audio>` waiting, 32 KiB played within 30 ms).
 * At 128 kbps that is 2 s of audio, about 300 ms of encoding, before a new song could start.
 * So each file opens with an ID3v2.4 tag carrying the song's tags, padded so that the tag and
 * the first two or three MP3 frames (418 bytes each at 128 kbps) fill that block: playback
 * starts as soon as the first step of the encoder is done, and the encoder (several times
 * faster than realtime) stays ahead from there.
 */
export const ID3_TAG_BYTES = 32 * 1024 - 1000;

export interface SongTags {
  title: string;
  artist: string;
  album: string;
  year: number | null;
}

function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

function textFrame(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0x03]), Buffer.from(text, 'utf8')]);
  return Buffer.concat([Buffer.from(id, 'latin1'), syncsafe(body.length), Buffer.from([0, 0]), body]);
}

/** An ID3v2.4 tag of exactly `ID3_TAG_BYTES` bytes (tags, then zero padding). */
export function id3Tag(tags: SongTags): Buffer {
  const frames = Buffer.concat([
    textFrame('TIT2', tags.title.slice(0, 500)),
    textFrame('TPE1', tags.artist.slice(0, 500)),
    textFrame('TALB', tags.album.slice(0, 500)),
    ...(tags.year ? [textFrame('TDRC', String(tags.year))] : []),
    textFrame('TSSE', 'Earshot'),
  ]);
  const tag = Buffer.alloc(ID3_TAG_BYTES);
  Buffer.from('ID3', 'latin1').copy(tag, 0);
  tag[3] = 4;
  syncsafe(ID3_TAG_BYTES - 10).copy(tag, 6);
  frames.copy(tag, 10);
  return tag;
}
