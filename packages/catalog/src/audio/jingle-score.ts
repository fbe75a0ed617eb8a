import type { InstrumentId } from './instruments';
import type { NoteEvent, Score } from './score';
import type { SongPlan } from './song-plan';
import { degreeToSemitone, SCALES } from './theory';

/** Station-id chime figures in major-scale degrees. */
const CHIMES = [[4, 2, 0, 7], [0, 4, 7, 11], [7, 4, 0, 4], [0, 2, 4, 9]];
const STINGER: Partial<Record<string, InstrumentId>> = { distGuitar: 'distGuitar', supersaw: 'supersaw', strings: 'strings', harp: 'strings' };

/** A sweeper: riser, a bright major stinger with a boom, a four-note chime, then a shimmering tail. */
export class JingleScore implements Score {
  private events: NoteEvent[] | null;

  constructor(plan: SongPlan, durationSec: number) {
    const rng = plan.rng.fork('jingle');
    const hit = Math.min(0.7, durationSec * 0.12);
    const ring = Math.max(0.5, durationSec - hit - 1.2);
    const tonic = 48 + plan.keyRoot;
    const major = (deg: number, octave = 0) => tonic + degreeToSemitone(SCALES.major, deg) + 12 * octave;
    const stinger = STINGER[plan.chords.inst] ?? 'brass';
    const ev = (time: number, duration: number, midi: number, velocity: number, inst: InstrumentId, pan = 0): NoteEvent =>
      ({ time, duration, midi, velocity, inst, pan, bus: inst === 'chime' || inst === 'bells' ? 'lead' : undefined });
    const events: NoteEvent[] = [
      ev(0, hit, 0, 0.8, 'riser'),
      ev(hit, 0.1, 0, 0.9, 'boom'),
      ev(hit, 0.1, 0, 0.7, 'crash'),
      ev(hit, ring * 0.6, major(0, -1), 0.85, 'fingerBass'),
    ];
    [0, 2, 4, 7, 9].forEach((deg, i) => {
      events.push(ev(hit + i * 0.012, 0.9, major(deg, 1), 0.8, stinger, (i - 2) * 0.25));
    });
    [0, 2, 4].forEach((deg, i) => {
      events.push(ev(hit + 0.03 * i, 0.3, major(deg, 2), 0.6, 'bells', 0.3 - i * 0.3));
    });
    const figure = rng.pick(CHIMES);
    const gap = Math.min(0.28, ring / 8);
    figure.forEach((deg, i) => {
      events.push(ev(hit + 0.45 + i * gap, i === 3 ? ring : gap, major(deg, 2), 0.75 - i * 0.05, 'chime', i % 2 ? 0.3 : -0.3));
    });
    const tail = hit + 0.45 + 4 * gap;
    for (const deg of [0, 4, 7, 14]) events.push(ev(tail, Math.max(0.3, durationSec - tail - 0.9), major(deg), 0.5, 'pad'));
    if (plan.drums === null) events.push(ev(hit, 0.6, major(0, 1), 0.5, 'harp'));
    if (plan.styleName === 'christmas') {
      for (let t = hit; t < tail; t += 0.12) events.push(ev(t, 0.1, 0, 0.6, 'sleigh'));
    }
    this.events = events;
  }

  take(): NoteEvent[] {
    const events = this.events ?? [];
    this.events = null;
    return events;
  }
}
