import { SAMPLE_RATE, totalFramesOf, type AudioSource, type StereoBlock } from './audio-source';
import { EchoDelay, Limiter, Reverb, saturate } from './effects';
import { INSTRUMENTS, type BusId, type InstrumentSpec } from './instruments';
import { JingleScore } from './jingle-score';
import { hash32 } from './random';
import type { NoteEvent, Score } from './score';
import { planSong, type SongPlan } from './song-plan';
import { SongScore } from './song-score';
import { midiToHz } from './theory';
import { MAX_BLOCK, type NoteParams, type Voice } from './voice';
import { createDrumVoice } from './voice-drum';
import { FmVoice } from './voice-fm';
import { OscVoice } from './voice-osc';
import { PluckVoice } from './voice-pluck';
import { onePoleCoef } from './wavetables';

/** Bump whenever rendered or encoded output changes, so disk caches drop files made before. */
export const SYNTH_VERSION = '5';

const BLOCK = MAX_BLOCK;
const BUSES: BusId[] = ['drums', 'bass', 'chords', 'lead', 'pad', 'guitar'];
const FADES = { song: [1, 3], ad: [0.15, 1], sweeper: [0.005, 1] } as const;
const MASTER_GAIN = 0.9;

interface Bus { id: BusId; left: Float32Array; right: Float32Array; gain: number; reverb: number; echo: number; sounding: boolean }

/** Oscillator and FM instruments play a whole chord in one voice; strings and drums are one voice per note. */
function createVoice(spec: InstrumentSpec, notes: NoteParams[]): Voice {
  switch (spec.kind) {
    case 'osc': return new OscVoice(spec, notes);
    case 'fm': return new FmVoice(spec, notes);
    case 'pluck': return new PluckVoice(spec, notes[0]);
    case 'drum': return createDrumVoice(spec, notes[0]);
  }
}

/**
 * Renders a track incrementally: `next(frames)` returns fresh stereo blocks until the
 * track's exact length has been produced, then null. Same source, same samples.
 */
export class TrackSynth {
  readonly totalFrames: number;
  readonly plan: SongPlan;
  /** Frames handed out so far. */
  private frame = 0;
  /** Frames rendered so far (whole blocks); the current block is consumed from `blockPos`. */
  private rendered = 0;
  private blockPos = BLOCK;
  private readonly score: Score;
  /** Upcoming events, latest first, so the next one is popped from the end. */
  private queue: NoteEvent[] = [];
  private readonly active: { voice: Voice; bus: Bus }[] = [];
  private readonly buses: Bus[];
  private readonly busById: Map<BusId, Bus>;
  private readonly reverb: Reverb;
  private readonly echo: EchoDelay | null;
  private readonly limiter = new Limiter(0.7, 0.89);
  private readonly send = new Float32Array(BLOCK);
  private readonly echoSend = new Float32Array(BLOCK);
  private readonly mixL = new Float32Array(BLOCK);
  private readonly mixR = new Float32Array(BLOCK);
  private readonly fadeIn: number;
  private readonly fadeOut: number;
  private readonly beatFrames: number;
  private readonly cab = { l: 0, r: 0, l2: 0, r2: 0, c: onePoleCoef(3800) };
  private readonly seedBase: number;
  private voiceCount = 0;

  constructor(source: AudioSource) {
    this.totalFrames = totalFramesOf(source);
    this.plan = planSong(source);
    this.seedBase = hash32(`${source.id}:${source.seed}:voices`);
    const durationSec = this.totalFrames / SAMPLE_RATE;
    this.score = source.kind === 'sweeper' ? new JingleScore(this.plan, durationSec) : new SongScore(this.plan, durationSec);
    const style = this.plan.style;
    const r = style.reverb;
    const echo = style.echoBeats ? 1 : 0;
    const mix: Record<BusId, [gain: number, reverb: number, echo: number]> = {
      drums: [0.9, 0.06 * r, 0], bass: [0.85, 0, 0], chords: [0.8, 0.3 * r, 0.12 * echo],
      lead: [0.75, 0.35 * r, 0.25 * echo], pad: [0.7, 0.5 * r, 0], guitar: [0.55, 0.12 * r, 0],
    };
    this.buses = BUSES.map((id) => ({
      id, left: new Float32Array(BLOCK), right: new Float32Array(BLOCK),
      gain: mix[id][0] * MASTER_GAIN * 10 ** ((style.level - (source.gain_db ?? 0)) / 20), reverb: mix[id][1], echo: mix[id][2], sounding: false,
    }));
    this.busById = new Map(this.buses.map((b) => [b.id, b]));
    this.reverb = new Reverb(0.72 + 0.18 * r, 0.3, BLOCK);
    const beatSec = this.plan.stepSec * 4;
    this.echo = style.echoBeats ? new EchoDelay(style.echoBeats * beatSec, 0.38) : null;
    this.beatFrames = beatSec * SAMPLE_RATE;
    const [fadeIn, fadeOut] = FADES[source.kind];
    this.fadeIn = Math.min(fadeIn * SAMPLE_RATE, this.totalFrames / 4);
    this.fadeOut = Math.min(fadeOut * SAMPLE_RATE, this.totalFrames / 3);
  }

  get done(): boolean {
    return this.frame >= this.totalFrames;
  }

  next(maxFrames: number): StereoBlock | null {
    const frames = Math.min(maxFrames, this.totalFrames - this.frame);
    if (frames <= 0) return null;
    const left = new Float32Array(frames);
    const right = new Float32Array(frames);
    // Always render whole internal blocks, so the output does not depend on how callers chunk it.
    for (let done = 0; done < frames; ) {
      if (this.blockPos === BLOCK) this.renderBlock();
      const n = Math.min(BLOCK - this.blockPos, frames - done);
      const { mixL, mixR, blockPos } = this;
      for (let i = 0; i < n; i++) {
        left[done + i] = mixL[blockPos + i];
        right[done + i] = mixR[blockPos + i];
      }
      this.blockPos += n;
      done += n;
    }
    this.frame += frames;
    return { left, right };
  }

  private renderBlock(): void {
    const n = BLOCK;
    const start = this.rendered;
    const end = start + n;
    this.blockPos = 0;
    for (const bus of this.buses) {
      if (bus.sounding) { bus.left.fill(0, 0, n); bus.right.fill(0, 0, n); }
      bus.sounding = false;
    }
    let kept = 0;
    for (const entry of this.active) {
      entry.bus.sounding = true;
      if (entry.voice.render(entry.bus.left, entry.bus.right, 0, n)) this.active[kept++] = entry;
    }
    this.active.length = kept;
    this.startDueVoices(start, end);
    this.mixBuses(start, n);
    this.rendered = end;
  }

  private startDueVoices(start: number, end: number): void {
    const fresh = this.score.take(end / SAMPLE_RATE + 0.05);
    if (fresh.length) {
      this.queue.push(...fresh);
      this.queue.sort((a, b) => b.time - a.time);
    }
    const queue = this.queue;
    const frameOf = (ev: NoteEvent) => Math.round(ev.time * SAMPLE_RATE);
    for (let ev = queue.at(-1); ev && frameOf(ev) < end; ev = queue.at(-1)) {
      queue.pop();
      const spec = INSTRUMENTS[ev.inst];
      const chord = [ev];
      if (spec.kind === 'osc' || spec.kind === 'fm') {
        for (let top = queue.at(-1); top && top.inst === ev.inst && frameOf(top) === frameOf(ev) && top.bus === ev.bus; top = queue.at(-1)) {
          chord.push(top);
          queue.pop();
        }
      }
      const offset = Math.max(0, frameOf(ev) - start);
      const busId = ev.bus ?? spec.bus;
      const bus = this.busById.get(busId);
      if (!bus) throw new Error(`no mixer bus ${busId}`);
      const voice = createVoice(spec, chord.map((e) => ({
        freq: midiToHz(e.midi),
        velocity: e.velocity,
        gate: Math.max(1, Math.round(e.duration * SAMPLE_RATE)),
        pan: e.pan,
        seed: (this.seedBase + ++this.voiceCount * 2654435761) >>> 0,
      })));
      bus.sounding = true;
      if (voice.render(bus.left, bus.right, offset, end - start - offset)) this.active.push({ voice, bus });
    }
  }

  private mixBuses(start: number, n: number): void {
    const { send, echoSend, mixL, mixR, plan } = this;
    send.fill(0, 0, n); echoSend.fill(0, 0, n); mixL.fill(0, 0, n); mixR.fill(0, 0, n);
    const drive = plan.style.drive ?? 0;
    const duck0 = this.duckGain(start), duck1 = this.duckGain(start + n);
    for (const bus of this.buses) {
      if (!bus.sounding) continue;
      const { left, right } = bus;
      if (bus.id === 'guitar' && drive > 0) this.distort(left, right, n, drive);
      const ducked = plan.style.duck && (bus.id === 'pad' || bus.id === 'chords');
      let g = ducked ? bus.gain * duck0 : bus.gain;
      const dg = ducked ? (bus.gain * (duck1 - duck0)) / n : 0;
      const rs = bus.reverb * 0.5, es = bus.echo * 0.5;
      for (let i = 0; i < n; i++, g += dg) {
        const l = left[i] * g, r = right[i] * g;
        mixL[i] += l; mixR[i] += r;
        send[i] += (l + r) * rs;
      }
      if (es) for (let i = 0; i < n; i++) echoSend[i] += (left[i] + right[i]) * es * bus.gain;
    }
    this.reverb.process(send, mixL, mixR, n);
    this.echo?.process(echoSend, mixL, mixR, n);
    const end = start + n;
    if (start < this.fadeIn || end > this.totalFrames - this.fadeOut) {
      for (let i = 0; i < n; i++) { const f = this.fadeGain(start + i); mixL[i] *= f; mixR[i] *= f; }
    }
    this.limiter.process(mixL, mixR, n);
  }

  /** Soft-clipped guitar through a dark "cabinet" filter; level-compensated so drive adds grit, not volume. */
  private distort(left: Float32Array, right: Float32Array, n: number, drive: number): void {
    const cab = this.cab, c = cab.c, makeup = 1.4 / Math.sqrt(drive);
    for (let i = 0; i < n; i++) {
      cab.l += c * (saturate(left[i] * drive) - cab.l); cab.l2 += c * (cab.l - cab.l2);
      cab.r += c * (saturate(right[i] * drive) - cab.r); cab.r2 += c * (cab.r - cab.r2);
      left[i] = cab.l2 * makeup; right[i] = cab.r2 * makeup;
    }
  }

  /** Sidechain-style pumping (dance music): pads dip just after each beat and swell back. */
  private duckGain(frame: number): number {
    const phase = (frame % this.beatFrames) / this.beatFrames;
    const dip = phase < 0.02 ? phase / 0.02 : Math.max(0, 1 - (phase - 0.02) * 2.5) ** 2;
    return 1 - 0.55 * dip;
  }

  private fadeGain(frame: number): number {
    const fromEnd = Math.max(0, this.totalFrames - frame);
    if (frame < this.fadeIn) return 0.5 - 0.5 * Math.cos((Math.PI * frame) / this.fadeIn);
    if (fromEnd < this.fadeOut) return 0.5 - 0.5 * Math.cos((Math.PI * fromEnd) / this.fadeOut);
    return 1;
  }
}
