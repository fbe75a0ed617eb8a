import { describe, expect, it } from 'vitest';
import { type Turns, overhead } from './self-measure-overhead';

const turns = (steadyP50Ms: number[], steadyP99Ms: number[], saturatedRps: number[], requests: number, cpuS: number): Turns => ({
  steadyP50Ms,
  steadyP99Ms,
  saturatedRps,
  requests,
  cpuS,
});

describe('the cost of self-measuring, as a ratio to the server that does not', () => {
  it('compares medians of the turns, so one disturbed turn does not decide, and CPU per request over all turns', () => {
    const off = turns([2, 2, 9], [10, 10, 50], [1000, 1000, 200], 10_000, 10);
    const on = turns([2.2, 2.2, 2.2], [11, 11, 11], [950, 950, 950], 5_000, 6);
    expect(overhead(off, on)).toEqual({ steadyP50: 1.1, steadyP99: 1.1, saturatedRps: 0.95, cpuPerRequest: 1.2 });
  });

  it('takes the middle of an even number of turns', () => {
    const off = turns([1, 3], [10, 30], [100, 300], 1, 1);
    const on = turns([2, 2], [20, 20], [200, 200], 1, 1);
    expect(overhead(off, on)).toEqual({ steadyP50: 1, steadyP99: 1, saturatedRps: 1, cpuPerRequest: 1 });
  });
});
