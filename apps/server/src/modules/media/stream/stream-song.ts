import type { FileHandle } from 'node:fs/promises';
import { type ByteSource, fileSource } from './byte-sources';
import { isStreamFrame } from './format';
import { applyGain } from './gain';
import { type Frame, FrameSplitter, TAIL_LENGTH, trailingTagLength } from './mp3-frames';

/** A song as a channel stream sends it: STREAM_FORMAT frames, without tags or info frame, gain applied. */
export interface StreamSong {
  /** The next whole frames, at most `max` bytes (at least one frame whatever `max`), or null when the song has ended. */
  read(max: number): Promise<Buffer | null>;
  /** Frees what the song holds (file handle, job listener); safe to call twice, and before the end. */
  close(): void;
}

/** Bytes read from the source at a time: with the splitter's leftovers and the frame held back, a song holds about 32 KB. */
const READ_BYTES = 12 * 1024;

/** Feeds a splitter from a source: the frames of a file, one at a time. */
class FramePump {
  constructor(private readonly source: ByteSource, private readonly splitter: FrameSplitter) {}

  /** The next frame, or null at the end of the audio. */
  async next(): Promise<Frame | null> {
    for (;;) {
      const next = this.splitter.next();
      if (next === 'end') return null;
      if (next !== 'more') return next;
      const bytes = await this.source.read(this.splitter.wantedAt, READ_BYTES);
      if (bytes.length) this.splitter.push(bytes);
      else this.splitter.end();
    }
  }
}

/**
 * Frames of one song for a stream. Frames of another format (which a stored file that passed the
 * check, or an encode of ours, never has) are dropped rather than sent: one would stop a player.
 * One read at a time; the source is closed at the end or on `close`, whichever comes first.
 */
class FrameStream implements StreamSong {
  private readonly pump: FramePump;
  /** A frame taken from the pump that did not fit in the last read. */
  private held: Frame | null = null;
  private closed = false;

  constructor(private readonly source: ByteSource, splitter: FrameSplitter, private readonly gainSteps: number) {
    this.pump = new FramePump(source, splitter);
  }

  async read(max: number): Promise<Buffer | null> {
    const frames: Frame[] = [];
    let total = 0;
    while (!this.closed) {
      const frame = this.held ?? (await this.pump.next());
      this.held = null;
      if (!frame) {
        this.close();
        break;
      }
      if (!isStreamFrame(frame.header)) continue;
      if (frames.length && total + frame.bytes.length > max) {
        this.held = frame;
        break;
      }
      frames.push(frame);
      total += frame.bytes.length;
    }
    if (!frames.length) return null;
    // The copy is what gain changes: the frames read are views of a cached file or a job's chunks.
    const out = Buffer.concat(frames.map((frame) => frame.bytes), total);
    let at = 0;
    for (const { header, bytes } of frames) {
      applyGain(out.subarray(at, at + bytes.length), header, this.gainSteps);
      at += bytes.length;
    }
    return out;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.held = null;
    this.source.close();
  }
}

/** A song from a source whose end holds no tags (an encode of ours). */
export function songFrom(source: ByteSource, gainSteps: number): StreamSong {
  return new FrameStream(source, new FrameSplitter(), gainSteps);
}

/** A song from an open file, which it closes when done. */
export async function fileSong(handle: FileHandle, size: number, gainSteps: number): Promise<StreamSong> {
  const source = fileSource(handle, size);
  try {
    return new FrameStream(source, new FrameSplitter(await audioEnd(handle, size)), gainSteps);
  } catch (error) {
    source.close();
    throw error;
  }
}

/** Every frame of an open file is a stream frame (and it has some). The caller closes the handle. */
export async function fileConforms(handle: FileHandle, size: number): Promise<boolean> {
  const pump = new FramePump(fileSource(handle, size), new FrameSplitter(await audioEnd(handle, size)));
  let frames = 0;
  for (let frame = await pump.next(); frame; frame = await pump.next()) {
    if (!isStreamFrame(frame.header)) return false;
    frames++;
  }
  return frames > 0;
}

/** Where a file's audio ends: before its trailing tags. */
async function audioEnd(handle: FileHandle, size: number): Promise<number> {
  const length = Math.min(size, TAIL_LENGTH);
  const tail = Buffer.alloc(length);
  await handle.read(tail, 0, length, size - length);
  return Math.max(0, size - trailingTagLength(tail));
}
