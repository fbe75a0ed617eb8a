import { describe, expect, it } from 'vitest';
import { type CpuProfile, topSelfTime } from './profile-summary';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** Two nodes run the same function (called from two places); idle and a library function beside it. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('ratingsOf', 'file:///work/x/apps/server/src/modules/playlist/repo.ts', 99) },
    { id: 3, callFrame: frame('ratingsOf', 'file:///work/x/apps/server/src/modules/playlist/repo.ts', 99) },
    { id: 4, callFrame: frame('', 'file:///work/x/node_modules/kysely/dist/esm/index.js', 9) },
  ],
  samples: [1, 2, 3, 4, 1],
  // The first delta is the time before the first sample; each later one belongs to the sample before it.
  timeDeltas: [500, 1000, 3000, 2000, 4000],
};

describe('topSelfTime', () => {
  it('sums a function over every node that runs it and ranks by self time', () => {
    expect(topSelfTime(profile, 3)).toEqual([
      { fn: 'ratingsOf apps/server/src/modules/playlist/repo.ts:100', selfMs: 5, percent: 50 },
      { fn: '(anonymous) kysely/dist/esm/index.js:10', selfMs: 4, percent: 40 },
      { fn: '(idle)', selfMs: 1, percent: 10 },
    ]);
  });

  it('keeps only the requested number', () => {
    expect(topSelfTime(profile, 1)).toHaveLength(1);
  });
});
