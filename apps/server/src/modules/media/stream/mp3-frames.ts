/**
 * MPEG audio frames as they lie in a file: headers, the tags around them (ID3v2 before, APEv2 and
 * ID3v1 after) and the Xing/Info/VBRI frame an encoder puts first. Pure: bytes in, frames out.
 */

export type ChannelMode = 'stereo' | 'joint' | 'dual' | 'mono';

export interface FrameHeader {
  /** MPEG-1, MPEG-2 or MPEG-2.5. */
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  kbps: number;
  sampleRate: number;
  padding: boolean;
  channelMode: ChannelMode;
  channels: 1 | 2;
  /** The protection bit is 0: a CRC-16 follows the header. */
  crc: boolean;
  /** Bytes in the whole frame, header included. */
  frameLength: number;
}

const VERSIONS = [2.5, null, 2, 1] as const;
const LAYERS = [null, 3, 2, 1] as const;
const CHANNEL_MODES: ChannelMode[] = ['stereo', 'joint', 'dual', 'mono'];
const SAMPLE_RATES = [44100, 48000, 32000];
/** kbps by bitrate index (1–14; 0 is free format and 15 invalid, which this parser refuses). */
const KBPS = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

/** The frame header at `at`, or null where the bytes are not one. */
export function parseFrameHeader(bytes: Buffer, at = 0): FrameHeader | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const version = VERSIONS[(bytes[at + 1] >> 3) & 3];
  const layer = LAYERS[(bytes[at + 1] >> 1) & 3];
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 3;
  // Emphasis 2 is reserved: a header with it is junk that happens to start with a sync word.
  if (version === null || layer === null || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3 || (bytes[at + 3] & 3) === 2) return null;
  const table = version === 1 ? (layer === 1 ? KBPS.v1l1 : layer === 2 ? KBPS.v1l2 : KBPS.v1l3) : layer === 1 ? KBPS.v2l1 : KBPS.v2l23;
  const kbps = table[bitrateIndex];
  const sampleRate = SAMPLE_RATES[rateIndex] / (version === 1 ? 1 : version === 2 ? 2 : 4);
  const padding = ((bytes[at + 2] >> 1) & 1) === 1;
  const channelMode = CHANNEL_MODES[bytes[at + 3] >> 6];
  const bitsPerSecond = kbps * 1000;
  // Layer I counts in 4-byte slots of 384 samples; Layer II and III in bytes, 1152 samples (576 for MPEG-2/2.5 Layer III).
  const frameLength =
    layer === 1
      ? (Math.floor((12 * bitsPerSecond) / sampleRate) + (padding ? 1 : 0)) * 4
      : Math.floor(((layer === 3 && version !== 1 ? 72 : 144) * bitsPerSecond) / sampleRate) + (padding ? 1 : 0);
  return { version, layer, kbps, sampleRate, padding, channelMode, channels: channelMode === 'mono' ? 1 : 2, crc: (bytes[at + 1] & 1) === 0, frameLength };
}

/** Bytes of Layer III side info after the header (and CRC). */
function sideInfoLength(header: FrameHeader): number {
  if (header.version === 1) return header.channels === 1 ? 17 : 32;
  return header.channels === 1 ? 9 : 17;
}

/** The length of an ID3v2 tag at the start of `bytes` (its 10-byte header is enough), or 0 with none. */
export function id3v2Length(bytes: Buffer): number {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3' || bytes[3] === 0xff || bytes[4] === 0xff) return 0;
  const size = bytes.subarray(6, 10);
  if (size.some((b) => b >= 0x80)) return 0;
  const hasFooter = (bytes[5] & 0x10) !== 0;
  return 10 + ((size[0] << 21) | (size[1] << 14) | (size[2] << 7) | size[3]) + (hasFooter ? 10 : 0);
}

const ID3V1_LENGTH = 128;
const APE_FOOTER_LENGTH = 32;
/** Enough of a file's end to find its trailing tags (`trailingTagLength`). */
export const TAIL_LENGTH = ID3V1_LENGTH + APE_FOOTER_LENGTH;

/**
 * How many bytes at the end of a file are tags, not audio: an ID3v1 tag (`TAG`, 128 bytes) and an
 * APEv2 tag before it (found by its footer, which gives its size). `tail`: the file's last
 * TAIL_LENGTH bytes (fewer in a shorter file).
 */
export function trailingTagLength(tail: Buffer): number {
  const id3v1 = tail.length >= ID3V1_LENGTH && tail.toString('latin1', tail.length - ID3V1_LENGTH, tail.length - ID3V1_LENGTH + 3) === 'TAG' ? ID3V1_LENGTH : 0;
  const footer = tail.length - id3v1 - APE_FOOTER_LENGTH;
  if (footer < 0 || tail.toString('latin1', footer, footer + 8) !== 'APETAGEX') return id3v1;
  // The size counts the items and the footer; a header, when the flags say there is one, comes on top.
  const size = tail.readUInt32LE(footer + 12);
  const hasHeader = (tail.readUInt32LE(footer + 20) & 0x80000000) !== 0;
  return id3v1 + size + (hasHeader ? APE_FOOTER_LENGTH : 0);
}

/**
 * A Xing/Info (LAME and most encoders) or VBRI (Fraunhofer) frame: the file's frame count and seek
 * table in a frame of silence. Worth something at the top of a file; in the middle of a stream it
 * is a frame of silence or noise, so streams leave it out.
 */
export function isInfoFrame(frame: Buffer, header: FrameHeader): boolean {
  const at = 4 + (header.crc ? 2 : 0) + sideInfoLength(header);
  const tag = frame.toString('latin1', at, at + 4);
  return tag === 'Xing' || tag === 'Info' || frame.toString('latin1', 36, 40) === 'VBRI';
}

export interface Frame {
  header: FrameHeader;
  /** The whole frame; a view of the bytes pushed, valid until the next push. */
  bytes: Buffer;
}

const NO_BYTES = Buffer.alloc(0);

/**
 * Cuts a file into frames as its bytes arrive, in order (`push`, then `next` until it asks for
 * more). It skips a leading ID3v2 tag, the info frame and junk between frames, and ends where the
 * audio ends (`audioEnd`: the file's length less its trailing tags, when known). After junk (and
 * at the start) a header counts only when another of the same stream follows it, so a stray sync
 * word inside junk is not taken for a frame.
 */
export class FrameSplitter {
  private pending: Buffer = NO_BYTES;
  /** Where in the file `pending` starts. */
  private pendingAt = 0;
  private ended = false;
  private beforeFirstFrame = true;
  private lostSync = true;

  constructor(private readonly audioEnd = Number.POSITIVE_INFINITY) {}

  /** Where in the file the next bytes pushed must start (past a tag, it jumps). */
  get wantedAt(): number {
    return this.pendingAt + this.pending.length;
  }

  /** Every byte of audio has arrived. */
  get complete(): boolean {
    return this.ended || this.wantedAt >= this.audioEnd;
  }

  /** The file's next bytes, from `wantedAt`. */
  push(bytes: Buffer): void {
    const audio = bytes.subarray(0, Math.max(0, this.audioEnd - this.wantedAt));
    this.pending = this.pending.length ? Buffer.concat([this.pending, audio]) : audio;
  }

  /** The file has no more bytes. */
  end(): void {
    this.ended = true;
  }

  /** The next frame, 'more' when it needs bytes pushed first, or 'end'. */
  next(): Frame | 'more' | 'end' {
    for (;;) {
      const bytes = this.pending;
      if (this.beforeFirstFrame && bytes.length < 10 && !this.complete) return 'more';
      const tag = this.beforeFirstFrame ? id3v2Length(bytes) : 0;
      if (tag) {
        this.skip(tag);
        continue;
      }
      if (bytes.length < 4) return this.complete ? 'end' : 'more';
      const header = parseFrameHeader(bytes);
      if (!header) {
        this.lostSync = true;
        const sync = bytes.indexOf(0xff, 1);
        this.skip(sync < 0 ? bytes.length : sync);
        continue;
      }
      const length = header.frameLength;
      const confirm = this.lostSync && !(this.complete && bytes.length < length + 4);
      if (bytes.length < length + (confirm ? 4 : 0)) {
        if (!this.complete) return 'more';
        // Not a whole frame before the end: a false sync, or the file was cut short.
        this.skip(1);
        continue;
      }
      if (confirm && !sameStream(header, parseFrameHeader(bytes, length))) {
        this.skip(1);
        continue;
      }
      this.skip(length);
      this.lostSync = false;
      const frame = bytes.subarray(0, length);
      if (this.beforeFirstFrame) {
        this.beforeFirstFrame = false;
        if (isInfoFrame(frame, header)) continue;
      }
      return { header, bytes: frame };
    }
  }

  private skip(count: number): void {
    this.pending = this.pending.subarray(Math.min(count, this.pending.length));
    this.pendingAt += count;
  }
}

function sameStream(a: FrameHeader, b: FrameHeader | null): boolean {
  return b !== null && a.version === b.version && a.layer === b.layer && a.sampleRate === b.sampleRate;
}
