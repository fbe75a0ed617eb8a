import { describe, expect, it } from 'vitest';
import { FakeClock, MINUTE } from '../test/app';
import { RecentKeys } from './recent-keys';

describe('recent keys', () => {
  it('counts each key once while it was seen within the window', () => {
    const clock = new FakeClock();
    const keys = new RecentKeys(5 * MINUTE, 100, clock.now);
    keys.touch('a');
    keys.touch('b');
    keys.touch('a');
    expect(keys.count()).toBe(2);
    clock.advance(4 * MINUTE);
    keys.touch('b');
    clock.advance(2 * MINUTE);
    // a was last seen 6 minutes ago, b 2 minutes ago.
    expect(keys.count()).toBe(1);
    clock.advance(5 * MINUTE);
    expect(keys.count()).toBe(0);
  });

  it('holds at most its cap however many keys are minted', () => {
    const keys = new RecentKeys(5 * MINUTE, 1000, new FakeClock().now);
    for (let i = 0; i < 100_000; i++) keys.touch(`minted-${i}`);
    expect(keys.count()).toBe(1000);
  });
});
