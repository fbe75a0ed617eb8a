import type { SoundStyle } from '../types';
import { TrackEncoder } from './mp3';
import { prerenderDrumHits } from './voice-drum';
import { buildAllWavetables } from './wavetables';

/** Between them these use every voice model and effect. */
const WARM_UP_STYLES: SoundStyle[] = ['jazz', 'electronic', 'rock'];

/**
 * Builds the lookup tables and drum samples and compiles the hot paths (synth and MP3 encoder),
 * so the first real track a listener waits for renders at full speed (~1 s of CPU).
 */
export function warmUpAudio(): void {
  buildAllWavetables();
  prerenderDrumHits();
  for (const style of WARM_UP_STYLES) {
    const encoder = new TrackEncoder({ id: '000000000000000000000000', style, seed: 1, duration_ms: 1000, kind: 'song' });
    while (!encoder.done) encoder.step(4096);
  }
}
