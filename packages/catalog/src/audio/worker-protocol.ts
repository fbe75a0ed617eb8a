import type { AudioSource } from './audio-source';

/**
 * The pool drives workers one step at a time, so it can switch between jobs by urgency.
 * A worker keeps each job's encoder until the job is done or dropped.
 */
export type WorkerRequest =
  /** `background` steps run at the lowest CPU priority, so they never slow a listener or the browser. */
  | { type: 'step'; jobId: number; source: AudioSource; frames: number; background: boolean }
  | { type: 'drop'; jobId: number };

export type WorkerReply =
  | { type: 'ready' }
  /** `bytes` is transferred; `frames` is how much audio this step rendered. */
  | { type: 'chunk'; jobId: number; bytes: ArrayBuffer; frames: number; done: boolean }
  | { type: 'error'; jobId: number; message: string };

/** `workerData` for the worker; warming up (~1 s of CPU) is skipped in tests that start many workers. */
export interface AudioWorkerData {
  warmUp: boolean;
}

/** Entry point for `new Worker(...)`: a plain .mjs that registers tsx, then loads worker.ts. */
export const AUDIO_WORKER_URL = new URL('./worker-entry.mjs', import.meta.url);
