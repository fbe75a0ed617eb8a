import { Worker } from 'node:worker_threads';
import { AUDIO_WORKER_URL, type AudioWorkerData, type WorkerReply, type WorkerRequest } from '@earshot/catalog/audio';
import type { EncodeJob, JobTier } from './encode-job';

/** Twelve MP3 frames (~0.4 s of audio): enough for a browser streaming through MediaSource to start. */
const FIRST_STEP_FRAMES = 12 * 1152;
/** ~0.26 s of audio (~5 ms of work): bounds how long an urgent job waits for a busy worker. */
export const STEP_FRAMES = 8192;
const SPAWN_ATTEMPTS = 3;
/**
 * For this long after a listener joins, only urgent steps run: the first second of a start is
 * when the browser (on the same small machine, in tests and benchmarks) and the event loop need
 * the CPU, and a re-encode behind a kept head or a skipped song's head can wait that long.
 */
const START_QUIET_MS = 1000;
const TIER_RANK: Record<Exclude<JobTier, 'waiting'>, number> = { urgent: 0, listened: 1, background: 2 };

interface Slot {
  index: number;
  worker: Worker | null;
  ready: boolean;
  job: EncodeJob | null;
  background: boolean;
  failedStarts: number;
  /** When its step was handed over (performance.now()): the job's encoder time adds up from these. */
  stepSince: number;
}

export interface PoolEvents {
  onDone(job: EncodeJob): void;
  onFailed(job: EncodeJob, error: Error): void;
  /** After each step of a job that is not done yet. */
  onStep(job: EncodeJob): void;
}

/**
 * Worker threads that advance jobs one short step at a time, always taking the most urgent job
 * available: listeners with little audio ahead first, then everything else. Non-urgent steps run
 * only while no listener is short of audio, and on at most `size - 1` workers, so one worker is
 * always about to be free for a new listener. Jobs far enough ahead rest until playback catches up.
 * At most `maxEncoders` jobs hold an encoder at once (from their first step until done or
 * dropped); the others wait, the most urgent starting first when one ends.
 */
export class EncoderPool {
  private readonly slots: Slot[];
  private readonly jobs = new Set<EncodeJob>();
  private readonly maxBackground: number;
  private broken: Error | null = null;
  private closed = false;
  /** Wakes the pool when the first resting job is due again (playback has eaten into its lead, or a start's quiet second is over). */
  private wake: NodeJS.Timeout | null = null;

  constructor(size: number, private readonly maxEncoders: number, private readonly warmUp: boolean, private readonly events: PoolEvents) {
    this.maxBackground = Math.max(1, size - 1);
    this.slots = Array.from({ length: size }, (_, index) => ({ index, worker: null, ready: false, job: null, background: false, failedStarts: 0, stepSince: 0 }));
    for (const slot of this.slots) this.spawn(slot);
  }

  get queued(): number {
    return this.jobs.size;
  }

  /** Jobs holding an encoder now. */
  get encoders(): number {
    let open = 0;
    for (const job of this.jobs) if (job.started) open++;
    return open;
  }

  add(job: EncodeJob): void {
    if (this.broken) {
      this.events.onFailed(job, this.broken);
      return;
    }
    this.jobs.add(job);
    this.pump();
  }

  /** Stops working on a job and frees its encoder state. */
  drop(job: EncodeJob): void {
    this.jobs.delete(job);
    if (job.worker >= 0) this.post(this.slots[job.worker], { type: 'drop', jobId: job.id });
  }

  /** Hands idle workers their next step; call again whenever priorities may have changed. */
  pump(): void {
    if (this.closed) return;
    const now = Date.now();
    this.scheduleWake(now);
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const job = this.pick(slot.index, now);
      if (!job) continue;
      slot.job = job;
      slot.background = job.tier(now) !== 'urgent';
      job.busy = true;
      job.worker = slot.index;
      slot.stepSince = performance.now();
      this.post(slot, { type: 'step', jobId: job.id, source: job.source, frames: job.frames ? STEP_FRAMES : FIRST_STEP_FRAMES, background: slot.background });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.wake) clearTimeout(this.wake);
    await Promise.all(this.slots.map((slot) => slot.worker?.terminate()));
    for (const job of this.jobs) this.events.onFailed(job, new Error('audio service closed'));
    this.jobs.clear();
  }

  private pick(index: number, now: number): EncodeJob | undefined {
    const backgroundRunning = this.slots.filter((s) => s.job && s.background).length;
    // While a listener is still building its lead or has just started, other steps wait: on a small
    // machine they would take the CPU that the listener's encoder, the event loop and the browser need.
    const listenersFirst = [...this.jobs].some((j) => j.tier(now) === 'urgent' || now - j.lastJoin() < START_QUIET_MS);
    const full = this.encoders >= this.maxEncoders;
    let best: EncodeJob | undefined;
    let bestKey: number[] = [];
    for (const job of this.jobs) {
      if (job.busy || (job.started ? job.worker !== index : full)) continue;
      const tier = job.tier(now);
      if (tier === 'waiting') continue;
      if (tier !== 'urgent' && (backgroundRunning >= this.maxBackground || listenersFirst)) continue;
      // Listeners: least audio ahead first. Background: finish started jobs first, then oldest.
      const key = [TIER_RANK[tier], tier === 'background' ? (job.frames ? 0 : 1) : job.lead(now), job.id];
      if (!best || compare(key, bestKey) < 0) {
        best = job;
        bestKey = key;
      }
    }
    return best;
  }

  private scheduleWake(now: number): void {
    let soonest = Infinity;
    for (const job of this.jobs) {
      if (job.listenerCount > 0 && job.tier(now) === 'waiting') soonest = Math.min(soonest, job.restMs(now));
      const quietLeft = job.lastJoin() + START_QUIET_MS - now;
      if (quietLeft > 0) soonest = Math.min(soonest, quietLeft);
    }
    if (this.wake) clearTimeout(this.wake);
    this.wake = null;
    if (soonest === Infinity) return;
    this.wake = setTimeout(() => {
      this.wake = null;
      this.pump();
    }, soonest + 50);
    this.wake.unref();
  }

  private spawn(slot: Slot): void {
    const worker = new Worker(AUDIO_WORKER_URL, { workerData: { warmUp: this.warmUp } satisfies AudioWorkerData });
    // Never keep the process alive just for encoders; close() is the orderly way out.
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error) => this.onCrash(slot, worker, error));
    worker.on('exit', (code) => this.onCrash(slot, worker, new Error(`audio worker exited with code ${code}`)));
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      slot.ready = true;
      slot.failedStarts = 0;
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== reply.jobId) return;
    slot.job = null;
    job.busy = false;
    job.encoderMs += performance.now() - slot.stepSince;
    if (reply.type === 'error') this.finish(job, new Error(reply.message));
    else if (this.jobs.has(job)) {
      job.append(Buffer.from(reply.bytes), reply.frames, reply.done);
      if (reply.done) this.finish(job, null);
      else this.events.onStep(job);
    }
    this.pump();
  }

  private finish(job: EncodeJob, error: Error | null): void {
    this.jobs.delete(job);
    if (error) this.events.onFailed(job, error);
    else this.events.onDone(job);
  }

  private onCrash(slot: Slot, worker: Worker, error: Error): void {
    if (slot.worker !== worker || this.closed) return;
    slot.worker = null;
    slot.job = null;
    if (!slot.ready) slot.failedStarts++;
    for (const job of [...this.jobs]) if (job.worker === slot.index) this.finish(job, error);
    if (slot.failedStarts < SPAWN_ATTEMPTS) {
      this.spawn(slot);
      return;
    }
    if (this.slots.every((s) => s.failedStarts >= SPAWN_ATTEMPTS)) {
      this.broken = error;
      for (const job of [...this.jobs]) this.finish(job, error);
    }
  }

  private post(slot: Slot, request: WorkerRequest): void {
    slot.worker?.postMessage(request);
  }
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
