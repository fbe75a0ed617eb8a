import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import { SAMPLE_RATE, totalFramesOf, type AudioSource } from './audio-source';
import { TrackSynth } from './synth';

export const MP3_KBPS = 128;
const SAMPLES_PER_FRAME = 1152;
/** Every frame's size: constant bitrate at a rate where frames need no padding slot (576 bytes). */
const FRAME_BYTES = (SAMPLES_PER_FRAME * MP3_KBPS * 125) / SAMPLE_RATE;
if (!Number.isInteger(FRAME_BYTES)) throw new Error(`MP3 frames at ${SAMPLE_RATE} Hz would vary in size: a file's length could not be announced`);

/**
 * The encoded track's exact size in bytes (without tags), known before encoding starts: LAME's
 * output (no Xing/Info frame) is the frames the samples fill plus one for its delay and flush.
 */
export function mp3Size(source: AudioSource): number {
  return (Math.ceil(totalFramesOf(source) / SAMPLES_PER_FRAME) + 1) * FRAME_BYTES;
}

type Lame = WasmMediaEncoder<'audio/mpeg'>;

/** Encoders of finished tracks, kept for reuse: a new instance costs ~6 ms, a reset ~2 ms. */
const SPARE_LIMIT = 8;
const spare: Lame[] = [];
let compiled: Promise<WebAssembly.Module> | null = null;

/** The reference LAME encoder compiled to WebAssembly: about five times faster than LAME ported to JS. */
function lameModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3')).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

async function takeLame(): Promise<Lame> {
  const lame = spare.pop() ?? (await createEncoder('audio/mpeg', await lameModule()));
  // Resets all state, so a reused encoder produces exactly what a new one would.
  lame.configure({ sampleRate: SAMPLE_RATE, channels: 2, bitrate: MP3_KBPS });
  return lame;
}

/**
 * Synthesises and encodes one track a step at a time (128 kbps CBR stereo). Encoding is
 * deterministic, so a partial encode is byte for byte the start of the whole file.
 */
export class TrackEncoder {
  renderedFrames = 0;
  /** Bytes still to come of the size announced by `mp3Size`. */
  private left: number;

  /** `lame` is null once the track is finished or released. */
  private constructor(private readonly synth: TrackSynth, private lame: Lame | null, source: AudioSource) {
    this.left = mp3Size(source);
  }

  static async open(source: AudioSource): Promise<TrackEncoder> {
    return new TrackEncoder(new TrackSynth(source), await takeLame(), source);
  }

  get done(): boolean {
    return this.lame === null;
  }

  get totalFrames(): number {
    return this.synth.totalFrames;
  }

  /** Renders up to `frames` more PCM frames; returns the MP3 bytes that produced (may be empty). */
  step(frames: number): Uint8Array {
    const lame = this.lame;
    if (!lame) return new Uint8Array(0);
    const block = this.synth.next(frames);
    // The encoder owns the bytes it returns until its next call: copy them out.
    const encoded = block ? lame.encode([block.left, block.right]).slice() : new Uint8Array(0);
    this.renderedFrames += block ? block.left.length : 0;
    if (!this.synth.done) {
      this.left -= encoded.length;
      return encoded;
    }
    const tail = lame.finalize();
    // Listeners were promised exactly the announced length (Content-Length, Content-Range): the
    // last step makes the file that long whatever LAME did (zeros after the last frame are skipped
    // by decoders), so a range answered from a live encode always matches the finished file.
    const all = new Uint8Array(Math.max(0, this.left));
    all.set(encoded.subarray(0, this.left));
    if (encoded.length < this.left) all.set(tail.subarray(0, this.left - encoded.length), encoded.length);
    this.release();
    return all;
  }

  /** Hands the encoder back for another track; this one produces nothing more. */
  release(): void {
    if (this.lame && spare.length < SPARE_LIMIT) spare.push(this.lame);
    this.lame = null;
  }
}

/** The whole track as MP3 chunks, produced lazily. */
export async function* encodeMp3(source: AudioSource, framesPerChunk = SAMPLE_RATE / 2): AsyncGenerator<Uint8Array> {
  const encoder = await TrackEncoder.open(source);
  try {
    while (!encoder.done) {
      const chunk = encoder.step(framesPerChunk);
      if (chunk.length) yield chunk;
    }
  } finally {
    encoder.release();
  }
}
