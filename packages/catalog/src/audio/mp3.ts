import { Mp3Encoder } from '@breezystack/lamejs';
import { SAMPLE_RATE, type AudioSource } from './audio-source';
import { TrackSynth } from './synth';

export const MP3_KBPS = 128;

function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.round(samples[i] * 32767);
  return out;
}

/** lamejs hands back a fresh Int8Array; view it as bytes without copying. */
function asBytes(data: ArrayLike<number> & ArrayBufferView): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Synthesises and encodes one track a step at a time (128 kbps CBR stereo, no bit reservoir,
 * so every frame stands alone and a partial file is already playable).
 */
export class TrackEncoder {
  private readonly synth: TrackSynth;
  private readonly encoder = new Mp3Encoder(2, SAMPLE_RATE, MP3_KBPS);
  private finished = false;
  renderedFrames = 0;

  constructor(source: AudioSource) {
    this.synth = new TrackSynth(source);
  }

  get done(): boolean {
    return this.finished;
  }

  get totalFrames(): number {
    return this.synth.totalFrames;
  }

  /** Renders up to `frames` more PCM frames; returns the MP3 bytes that produced (may be empty). */
  step(frames: number): Uint8Array {
    if (this.finished) return new Uint8Array(0);
    const block = this.synth.next(frames);
    const encoded = block ? asBytes(this.encoder.encodeBuffer(toInt16(block.left), toInt16(block.right))) : new Uint8Array(0);
    this.renderedFrames += block ? block.left.length : 0;
    if (!this.synth.done) return encoded;
    this.finished = true;
    const tail = asBytes(this.encoder.flush());
    const all = new Uint8Array(encoded.length + tail.length);
    all.set(encoded);
    all.set(tail, encoded.length);
    return all;
  }
}

/** The whole track as MP3 chunks, produced lazily. */
export function* encodeMp3(source: AudioSource, framesPerChunk = SAMPLE_RATE / 2): Generator<Uint8Array> {
  const encoder = new TrackEncoder(source);
  while (!encoder.done) {
    const chunk = encoder.step(framesPerChunk);
    if (chunk.length) yield chunk;
  }
}
