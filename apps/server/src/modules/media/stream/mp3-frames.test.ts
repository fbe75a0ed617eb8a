import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Frame, FrameSplitter, id3v2Length, isInfoFrame, parseFrameHeader, trailingTagLength } from './mp3-frames';
import { fileConforms } from './stream-song';
import { framesOf, STREAM_CODEC, writeTone } from './test-mp3s';

let dir: string;
/** 44.1 kHz VBR with a Xing frame; 32 kHz CBR stereo 128 kbps with ID3v2, Info frame and ID3v1; the same without tags or Info frame; mono. */
let vbr: Buffer;
let tagged: Buffer;
let bare: Buffer;
let mono: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-frames-'));
  const files = await Promise.all([
    writeTone(dir, 'vbr.mp3', ['-c:a', 'libmp3lame', '-q:a', '4', '-ar', '44100']),
    writeTone(dir, 'tagged.mp3', [...STREAM_CODEC, '-id3v2_version', '3', '-write_id3v1', '1', '-metadata', 'title=Tagged', '-metadata', 'artist=Someone']),
    writeTone(dir, 'bare.mp3', [...STREAM_CODEC, '-write_xing', '0', '-id3v2_version', '0']),
    writeTone(dir, 'mono.mp3', [...STREAM_CODEC.slice(0, -2), '-ac', '1']),
  ]);
  [vbr, tagged, bare, mono] = files.map((file) => readFileSync(file));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Where each frame lies in `file`. */
const offsets = (file: Buffer, frames: Iterable<Frame>) => [...frames].map((frame) => frame.bytes.byteOffset - file.byteOffset);

/** The frames a splitter cuts from `file` pushed `piece` bytes at a time, copied out. */
function splitInPieces(file: Buffer, piece: number, audioEnd?: number): Buffer[] {
  const splitter = new FrameSplitter(audioEnd);
  const frames: Buffer[] = [];
  for (;;) {
    const next = splitter.next();
    if (next === 'end') return frames;
    if (next !== 'more') frames.push(Buffer.from(next.bytes));
    else if (splitter.wantedAt < file.length) splitter.push(file.subarray(splitter.wantedAt, splitter.wantedAt + piece));
    else splitter.end();
  }
}

describe('MP3 frame headers', () => {
  it('reads version, layer, bitrate, rate, padding, mode, protection and length', () => {
    expect(parseFrameHeader(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toEqual({
      version: 1, layer: 3, kbps: 128, sampleRate: 44100, padding: false, channelMode: 'joint', channels: 2, crc: false, frameLength: 417,
    });
    expect(parseFrameHeader(Buffer.from([0xff, 0xfa, 0x9a, 0xc0]))).toMatchObject({ sampleRate: 32000, padding: true, channelMode: 'mono', channels: 1, crc: true, frameLength: 577 });
    expect(parseFrameHeader(Buffer.from([0xff, 0xf3, 0x90, 0x00]))).toMatchObject({ version: 2, layer: 3, kbps: 80, sampleRate: 22050, frameLength: 261 });
  });

  it('refuses what only looks like a header: no sync, free format, bad bitrate or rate, reserved version or layer', () => {
    for (const bytes of [[0xfe, 0xfb, 0x90, 0], [0xff, 0xfb, 0x00, 0], [0xff, 0xfb, 0xf0, 0], [0xff, 0xfb, 0x9c, 0], [0xff, 0xeb, 0x90, 0], [0xff, 0xf9, 0x90, 0], [0xff, 0xfb, 0x90, 0x02]]) {
      expect(parseFrameHeader(Buffer.from(bytes))).toBeNull();
    }
  });
});

describe('tags around the audio', () => {
  it("finds an ID3v2 tag's length from its syncsafe size, with its footer", () => {
    const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x02, 0x01]);
    expect(id3v2Length(header)).toBe(10 + 257);
    header[5] = 0x10;
    expect(id3v2Length(header)).toBe(10 + 257 + 10);
    expect(id3v2Length(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x80, 0]))).toBe(0);
    expect(id3v2Length(bare)).toBe(0);
  });

  it('finds an ID3v1 tag and an APEv2 tag (header, items, footer) before it', () => {
    const ape = apeTag(Buffer.from('item data'));
    const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
    expect(trailingTagLength(Buffer.concat([bare, id3v1]).subarray(-160))).toBe(128);
    expect(trailingTagLength(Buffer.concat([bare, ape, id3v1]).subarray(-160))).toBe(ape.length + 128);
    expect(trailingTagLength(Buffer.concat([bare, ape]).subarray(-160))).toBe(ape.length);
    expect(trailingTagLength(bare.subarray(-160))).toBe(0);
  });
});

describe('splitting files into frames', () => {
  it('drops the Xing frame of a VBR file and keeps every frame after it', () => {
    const all = offsets(vbr, framesOf(vbr));
    const first = id3v2Length(vbr);
    const header = parseFrameHeader(vbr, first);
    expect(header && isInfoFrame(vbr.subarray(first), header)).toBe(true);
    expect(all[0]).toBe(first + (header?.frameLength ?? 0));
    expect(new Set([...framesOf(vbr)].map((f) => f.header.kbps)).size).toBeGreaterThan(1);
  });

  it('skips the ID3v2 tag, the Info frame and the ID3v1 tag: the frames between are all the audio', () => {
    const frames = [...framesOf(tagged)];
    const start = id3v2Length(tagged);
    expect(start).toBeGreaterThan(10);
    const info = parseFrameHeader(tagged, start)?.frameLength ?? 0;
    expect(offsets(tagged, frames)[0]).toBe(start + info);
    expect(frames.reduce((sum, f) => sum + f.bytes.length, 0)).toBe(tagged.length - start - info - 128);
    // The same encoding without tags or Info frame is the same frames.
    expect(Buffer.concat(frames.map((f) => f.bytes)).equals(bare)).toBe(true);
  });

  it('resyncs over junk between frames, even junk with a header in it', () => {
    const frames = [...framesOf(bare)].map((f) => f.bytes);
    // A stream-format header whose frame would run into the next real one: no header follows it, so it is junk.
    const junk = Buffer.from([0, 0xff, 0xfb, 0x98, 0x44, 0, 0xff, 0xff, 0xfb, 1, 2, 3, 0xff]);
    const withJunk = Buffer.concat([junk, frames[0], frames[1], junk, ...frames.slice(2), junk]);
    expect(Buffer.concat([...framesOf(withJunk)].map((f) => f.bytes)).equals(bare)).toBe(true);
  });

  it('cuts the same frames from bytes that arrive in small pieces, jumping over a tag', () => {
    const whole = [...framesOf(tagged)].map((f) => f.bytes);
    expect(splitInPieces(tagged, 7, tagged.length - 128)).toEqual(whole);
    expect(splitInPieces(tagged, 1000, tagged.length - 128)).toEqual(whole);
  });

  it('tells whether every frame of a file is in the stream format', async () => {
    const frames = [...framesOf(bare)].map((f) => f.bytes);
    const vbrFrame = [...framesOf(vbr)][3].bytes;
    const cases: [Buffer, boolean][] = [
      [bare, true],
      [tagged, true],
      [vbr, false],
      [mono, false],
      [Buffer.alloc(5000), false],
      [Buffer.concat([...frames.slice(0, 5), vbrFrame, ...frames.slice(5)]), false],
    ];
    for (const [bytes, conforms] of cases) {
      const file = path.join(dir, 'check.mp3');
      writeFileSync(file, bytes);
      const handle = await open(file);
      try {
        expect(await fileConforms(handle, bytes.length)).toBe(conforms);
      } finally {
        await handle.close();
      }
    }
  });
});

/** An APEv2 tag with a header and a footer around `items`. */
function apeTag(items: Buffer): Buffer {
  const part = (flags: number) => {
    const bytes = Buffer.alloc(32);
    bytes.write('APETAGEX', 'latin1');
    bytes.writeUInt32LE(2000, 8);
    bytes.writeUInt32LE(items.length + 32, 12);
    bytes.writeUInt32LE(1, 16);
    bytes.writeUInt32LE(flags >>> 0, 20);
    return bytes;
  };
  return Buffer.concat([part(0xa0000000), items, part(0x80000000)]);
}
