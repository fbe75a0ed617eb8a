import type { SelfMeasured } from '../self-measure-read';

/** What the server measured of itself over a step (bench/self-measure-read.ts reads it from the files SELF_MEASURE_FILE names). */
export type ServerSelfMeasure = SelfMeasured;

/** A step holds when listeners see API answers within this… */
export const CLIENT_API_P99_MS = 50;
/** …and the server itself answers within this, with its event loop never held up longer. */
export const SERVER_API_P99_MS = 20;
export const EVENT_LOOP_P99_MS = 20;

/**
 * held: every target met. machine-bound: only the client's latency missed while the server's own
 * figures held, so the time was lost on the shared machine (the generator, the scheduler), not in
 * Earshot. missed: the server missed, or a listener starved or a request failed (a listener
 * notices those whoever is to blame).
 */
export type StepStatus = 'held' | 'machine-bound' | 'missed';

export interface StepFigures {
  clientApiP99Ms: number;
  failed: number;
  starved: number;
  inside: ServerSelfMeasure;
}

export interface StepJudgement {
  status: StepStatus;
  /** What missed, in words, for the verdict line. */
  misses: string[];
}

export function judgeStep(step: StepFigures): StepJudgement {
  const inside: string[] = [];
  if (step.inside.allApi.p99Ms > SERVER_API_P99_MS) inside.push(`server API p99 ${step.inside.allApi.p99Ms} ms > ${SERVER_API_P99_MS}`);
  if (step.inside.eventLoopDelay.p99Ms > EVENT_LOOP_P99_MS) inside.push(`event-loop delay p99 ${step.inside.eventLoopDelay.p99Ms} ms > ${EVENT_LOOP_P99_MS}`);
  if (step.failed > 0) inside.push(`${step.failed} requests failed`);
  if (step.starved > 0) inside.push(`${step.starved} listeners starved`);
  const clientMissed = step.clientApiP99Ms > CLIENT_API_P99_MS;
  const client = clientMissed ? [`client API p99 ${step.clientApiP99Ms} ms > ${CLIENT_API_P99_MS}`] : [];
  if (inside.length > 0) return { status: 'missed', misses: [...inside, ...client] };
  return { status: clientMissed ? 'machine-bound' : 'held', misses: client };
}

/** The ramp goes on through machine-bound steps (the machine, not Earshot, is short) and stops at the first that missed. */
export const rampContinues = (status: StepStatus): boolean => status !== 'missed';

export interface JudgedStep extends StepFigures, StepJudgement {
  listeners: number;
}

/** Most listeners held: the largest step that held below the first that missed (a ramp run through every step may hold again above it, by luck of the machine). */
export function heldListeners(steps: JudgedStep[]): number {
  const missed = steps.findIndex((s) => s.status === 'missed');
  const before = missed === -1 ? steps : steps.slice(0, missed);
  return Math.max(0, ...before.filter((s) => s.status === 'held').map((s) => s.listeners));
}

/** The one-line verdict: listeners held, and whether the first step above them missed in the server or on the machine. */
export function verdictLine(dialect: string, steps: JudgedStep[]): string {
  const held = heldListeners(steps);
  const limit = steps.find((s) => s.listeners > held && s.status !== 'held');
  const head = `capacity: held ${held} listeners on ${dialect}`;
  if (!limit) return `${head}; limit: not reached (the ramp ends at ${steps.at(-1)?.listeners ?? 0})`;
  if (limit.status === 'machine-bound') {
    return `${head}; limit: machine (client p99 ${limit.clientApiP99Ms} ms while the server's own p99 was ${limit.inside.allApi.p99Ms} ms at ${limit.listeners})`;
  }
  return `${head}; limit: server (${limit.misses.join(', ')} at ${limit.listeners})`;
}
