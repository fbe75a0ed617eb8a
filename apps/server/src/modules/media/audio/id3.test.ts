import { describe, expect, it } from 'vitest';
import { id3Tag } from './id3';

describe('id3Tag', () => {
  it('is a v2.4 tag whose header size counts everything after the 10-byte header', () => {
    const tag = id3Tag({ title: 'Blue Hour', artist: 'The Quiet Coast', album: 'Harbour Lights', year: 1998 });
    expect(tag.subarray(0, 5)).toEqual(Buffer.from([0x49, 0x44, 0x33, 4, 0]));
    const size = (tag[6] << 21) | (tag[7] << 14) | (tag[8] << 7) | tag[9];
    expect(size).toBe(tag.length - 10);
    expect(tag.length).toBeLessThan(200);
  });

  it('carries title, artist, album and year as UTF-8 text frames', () => {
    const tag = id3Tag({ title: 'Café Noël', artist: 'Zoë', album: 'Ünïcode', year: 2001 });
    const text = tag.toString('utf8');
    for (const expected of ['TIT2', 'Café Noël', 'TPE1', 'Zoë', 'TALB', 'Ünïcode', 'TDRC', '2001']) expect(text).toContain(expected);
  });
});
