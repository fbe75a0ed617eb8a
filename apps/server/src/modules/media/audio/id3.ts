/** Songs carry their tags in an ID3v2.4 header, as downloaded MP3s do, with no padding. */
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

export function id3Tag(tags: SongTags): Buffer {
  const frames = Buffer.concat([
    textFrame('TIT2', tags.title.slice(0, 300)),
    textFrame('TPE1', tags.artist.slice(0, 300)),
    textFrame('TALB', tags.album.slice(0, 300)),
    ...(tags.year ? [textFrame('TDRC', String(tags.year))] : []),
    textFrame('TSSE', 'Earshot'),
  ]);
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0]), syncsafe(frames.length), frames]);
}
