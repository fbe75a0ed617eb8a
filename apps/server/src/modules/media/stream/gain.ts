import type { FrameHeader } from './mp3-frames';

/** A Layer III global_gain step is 2^(1/4) in amplitude: 1.5 dB. */
const DB_PER_GAIN_STEP = 1.5;

/** The whole global_gain steps nearest to a gain in dB. */
export function gainSteps(gainDb: number): number {
  return Math.round(gainDb / DB_PER_GAIN_STEP);
}

/** Bits of side info before the first granule's fields: main_data_begin, private bits, scfsi. */
const SIDE_INFO_PREAMBLE_BITS = { mono: 9 + 5 + 4, stereo: 9 + 3 + 4 * 2 };
/** Bits of one granule's fields for one channel, and where global_gain lies in them (after part2_3_length and big_values). */
const GRANULE_CHANNEL_BITS = 59;
const GLOBAL_GAIN_AT = 12 + 9;
const GRANULES = 2;

/**
 * Changes an MPEG-1 Layer III frame's loudness by `steps` × 1.5 dB in place, as mp3gain does: each
 * granule's global_gain (the scale every sample of the granule is decoded with) moves by `steps`,
 * clamped to 0–255, and nothing is decoded or re-encoded. A protected frame gets its CRC
 * recomputed rather than its protection dropped: dropping it would shift the side info and main
 * data by two bytes, and a stale CRC makes a checking decoder discard the frame.
 */
export function applyGain(frame: Buffer, header: FrameHeader, steps: number): void {
  if (steps === 0) return;
  if (header.version !== 1 || header.layer !== 3) throw new Error('gain is applied to MPEG-1 Layer III frames only');
  const sideInfoAt = 4 + (header.crc ? 2 : 0);
  const preamble = header.channels === 1 ? SIDE_INFO_PREAMBLE_BITS.mono : SIDE_INFO_PREAMBLE_BITS.stereo;
  for (let block = 0; block < GRANULES * header.channels; block++) {
    const bit = sideInfoAt * 8 + preamble + block * GRANULE_CHANNEL_BITS + GLOBAL_GAIN_AT;
    writeByteAtBit(frame, bit, Math.min(255, Math.max(0, readByteAtBit(frame, bit) + steps)));
  }
  if (header.crc) frame.writeUInt16BE(frameCrc(frame, header), 4);
}

/** The CRC a protected Layer III frame carries: over the header's last two bytes and the side info. */
export function frameCrc(frame: Buffer, header: FrameHeader): number {
  const sideInfoEnd = 6 + (header.channels === 1 ? 17 : 32);
  return crc16(Buffer.concat([frame.subarray(2, 4), frame.subarray(6, sideInfoEnd)]));
}

/** CRC-16 as MPEG audio uses it: polynomial 0x8005, initial value 0xFFFF, bits most significant first. */
export function crc16(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function readByteAtBit(bytes: Buffer, bit: number): number {
  const at = bit >> 3;
  const shift = bit & 7;
  return ((bytes.readUInt16BE(at) << shift) >> 8) & 0xff;
}

function writeByteAtBit(bytes: Buffer, bit: number, value: number): void {
  const at = bit >> 3;
  const shift = 8 - (bit & 7);
  const mask = 0xff << shift;
  bytes.writeUInt16BE((bytes.readUInt16BE(at) & ~mask & 0xffff) | (value << shift), at);
}
