import { describe, expect, it } from 'vitest';
import { type JudgedStep, type ServerSelfMeasure, type StepFigures, judgeStep, rampContinues, verdictLine } from './verdict';

const inside = (apiP99Ms: number, loopP99Ms: number): ServerSelfMeasure => ({
  routes: {},
  allApi: { count: 5000, p50Ms: 1, p99Ms: apiP99Ms, maxMs: apiP99Ms * 2 },
  eventLoopDelay: { p50Ms: 1, p99Ms: loopP99Ms, maxMs: loopP99Ms * 2 },
  gc: { count: 3, totalMs: 10, maxMs: 5 },
  cpuCores: 0.5,
  rssMb: 200,
});
const fine: StepFigures = { clientApiP99Ms: 12, failed: 0, starved: 0, inside: inside(4, 8) };
const judged = (listeners: number, figures: StepFigures): JudgedStep => ({ listeners, ...figures, ...judgeStep(figures) });

describe('judgeStep', () => {
  it('holds when the client, the server and its event loop are all within target', () => {
    expect(judgeStep(fine)).toEqual({ status: 'held', misses: [] });
  });

  it('calls a slow client with a fast server machine-bound, and the ramp goes on', () => {
    const step = judgeStep({ ...fine, clientApiP99Ms: 180 });
    expect(step.status).toBe('machine-bound');
    expect(rampContinues(step.status)).toBe(true);
  });

  it('misses, and stops the ramp, when the server or its event loop is slow, or a listener starved or a request failed', () => {
    for (const figures of [
      { ...fine, inside: inside(35, 8) },
      { ...fine, inside: inside(4, 60) },
      { ...fine, starved: 1 },
      { ...fine, failed: 2 },
    ]) {
      const step = judgeStep(figures);
      expect(step.status).toBe('missed');
      expect(rampContinues(step.status)).toBe(false);
    }
    expect(judgeStep({ ...fine, clientApiP99Ms: 90, inside: inside(35, 60) }).misses).toEqual([
      'server API p99 35 ms > 20',
      'event-loop delay p99 60 ms > 20',
      'client API p99 90 ms > 50',
    ]);
  });

});

describe('verdictLine', () => {
  it('names the server and what missed when the ramp stopped inside it', () => {
    const steps = [judged(3200, fine), judged(6400, { ...fine, inside: inside(4, 99) })];
    expect(verdictLine('sqlite', steps)).toBe('capacity: held 3200 listeners on sqlite; limit: server (event-loop delay p99 99 ms > 20 at 6400)');
  });

  it('names the machine, with both latencies, when the first step not held was machine-bound', () => {
    const steps = [judged(6400, fine), judged(10000, { ...fine, clientApiP99Ms: 75, inside: inside(9, 8) }), judged(12800, { ...fine, inside: inside(30, 8) })];
    expect(verdictLine('postgres', steps)).toBe("capacity: held 6400 listeners on postgres; limit: machine (client p99 75 ms while the server's own p99 was 9 ms at 10000)");
  });

  it('counts nothing held above the first step that missed', () => {
    const steps = [judged(50, fine), judged(100, { ...fine, starved: 3 }), judged(200, fine)];
    expect(verdictLine('sqlite', steps)).toBe('capacity: held 50 listeners on sqlite; limit: server (3 listeners starved at 100)');
  });

  it('says the limit was not reached when every step held', () => {
    expect(verdictLine('sqlite', [judged(50, fine), judged(12800, fine)])).toBe('capacity: held 12800 listeners on sqlite; limit: not reached (the ramp ends at 12800)');
    expect(verdictLine('sqlite', [judged(50, { ...fine, failed: 1 })])).toBe('capacity: held 0 listeners on sqlite; limit: server (1 requests failed at 50)');
  });
});
