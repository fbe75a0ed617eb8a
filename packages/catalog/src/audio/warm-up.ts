import type { SoundStyle } from '../types';
import { TrackEncoder } from './mp3';
import { STYLES } from './styles';
import { prerenderDrumHits } from './voice-drum';
import { buildAllWavetables } from './wavetables';

/** A few songs' openings per style: enough for V8 to optimise the synth's hot paths for each. */
const SONGS_PER_STYLE = 2;
const WARM_UP_MS = 700;

/**
 * Builds the lookup tables and drum samples, compiles the encoder and the synth's hot paths, and
 * leaves spare encoders ready, so the first real track a listener waits for renders at full speed.
 */
export async function warmUpAudio(): Promise<void> {
  buildAllWavetables();
  prerenderDrumHits();
  const styles = Object.keys(STYLES) as SoundStyle[];
  for (let round = 0; round < SONGS_PER_STYLE; round++) {
    for (const [i, style] of styles.entries()) {
      const encoder = await TrackEncoder.open({ id: '000000000000000000000000', style, seed: round * 100 + i + 1, duration_ms: WARM_UP_MS, kind: 'song' });
      while (!encoder.done) encoder.step(4096);
    }
  }
}
