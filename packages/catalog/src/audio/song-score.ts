import { bassLine } from './bass-lines';
import { chordPart } from './chord-parts';
import { drumPart } from './drum-parts';
import { INSTRUMENTS } from './instruments';
import { melodyPart } from './melody';
import type { BarContext, PartNote } from './part-note';
import type { Score, NoteEvent } from './score';
import { chordOf, chordSlots, sectionAt, stepOffset, type SongPlan } from './song-plan';
import { closeVoicing, noteAtOrAbove } from './theory';

/** Note lengths as played: slightly detached, except sustained instruments. */
const LEGATO = 0.92;

/** Songs and adverts, composed one bar at a time as playback reaches it. */
export class SongScore implements Score {
  private nextBar = 0;

  constructor(private readonly plan: SongPlan, private readonly durationSec: number) {}

  take(untilSec: number): NoteEvent[] {
    const events: NoteEvent[] = [];
    while (this.nextBar <= this.plan.endBar && this.nextBar * this.plan.barSec < untilSec) {
      const bar = this.nextBar++;
      const notes = bar === this.plan.endBar ? this.ending() : this.composeBar(bar);
      for (const n of notes) events.push(this.toEvent(bar, n));
    }
    return events;
  }

  private composeBar(bar: number): PartNote[] {
    const plan = this.plan;
    const section = sectionAt(plan, bar);
    if (!section) throw new Error(`bar ${bar} is past the song's last section`);
    const barInSection = bar - section.startBar;
    const rng = plan.rng.fork('bar', bar);
    const ctx: BarContext = { plan, bar, section, barInSection, slots: chordSlots(plan, bar), next: chordSlots(plan, bar + 1)[0].chord, rng };
    const notes = [...drumPart(ctx), ...chordPart(plan.chords.pattern, plan.chords.inst, ctx)];
    const introHead = section.type === 'intro' && barInSection < section.bars / 2;
    if (!introHead) notes.push(...bassLine(plan.bass.pattern, plan.bass.inst, ctx));
    const layered = section.type === 'chorus' || (section.type === 'bridge' && plan.layer?.pattern === 'pad') || section.type === 'outro';
    if (plan.layer && layered) notes.push(...chordPart(plan.layer.pattern, plan.layer.inst, ctx).map((n) => ({ ...n, vel: n.vel * 0.8 })));
    // Adverts are beds under a voice-over: keep the tune in the background.
    notes.push(...melodyPart(ctx, plan.kind === 'ad' ? 0.6 : 1));
    return notes;
  }

  /** The closing tonic chord, held until the end (adverts end on a short "button" instead). */
  private ending(): PartNote[] {
    const plan = this.plan;
    const tonic = chordOf(plan, 0);
    const remaining = this.durationSec - plan.endBar * plan.barSec;
    const len = plan.kind === 'ad' ? 2 : Math.max(1, remaining / plan.stepSec - 4);
    const chordInst = INSTRUMENTS[plan.chords.inst].kind === 'osc' || plan.kind === 'ad' ? plan.chords.inst : plan.layer?.inst ?? plan.chords.inst;
    const notes: PartNote[] = closeVoicing(tonic, 55).map((midi, i) => ({ step: 0, len, midi, vel: 0.7, inst: chordInst, delay: i * 0.01 }));
    notes.push({ step: 0, len, midi: noteAtOrAbove(tonic.root, 33), vel: 0.8, inst: plan.bass.inst });
    if (plan.drums) notes.push({ step: 0, len: 1, midi: 0, vel: 0.8, inst: 'crash' }, { step: 0, len: 1, midi: 0, vel: 0.85, inst: 'kick' });
    if (plan.kind === 'song') notes.push({ step: 0, len, midi: noteAtOrAbove(tonic.root, plan.melodyTonic), vel: 0.6, inst: plan.melody, bus: 'lead' });
    return notes;
  }

  private toEvent(bar: number, n: PartNote): NoteEvent {
    const plan = this.plan;
    const isDrum = INSTRUMENTS[n.inst].kind === 'drum';
    // Per step and instrument, so a chord's notes stay together (and share one voice).
    const humanize = plan.rng.fork('h', bar, n.step, n.inst).range(0, isDrum ? 0.004 : 0.008);
    return {
      time: bar * plan.barSec + stepOffset(plan, n.step) + (n.delay ?? 0) + humanize,
      duration: n.len * plan.stepSec * LEGATO,
      midi: n.midi,
      velocity: Math.min(1, n.vel),
      inst: n.inst,
      pan: n.pan ?? 0,
      bus: n.bus,
    };
  }
}
