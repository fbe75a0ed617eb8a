import { describe, expect, it } from 'vitest';
import { TimerWheel } from './timer-wheel';

function wheelAt(startMs: number) {
  let now = startMs;
  const wheel = new TimerWheel(50, () => now);
  return { wheel, advance: (ms: number) => { now += ms; wheel.tick(); } };
}

describe('TimerWheel', () => {
  it('runs a callback at the first tick at or after its time, not before', () => {
    const { wheel, advance } = wheelAt(1000);
    const ran: string[] = [];
    wheel.at(1120, () => ran.push('a'));
    advance(100);
    expect(ran).toEqual([]);
    advance(50);
    expect(ran).toEqual(['a']);
    expect(wheel.size).toBe(0);
  });

  it('runs callbacks in time order across buckets when one tick covers several', () => {
    const { wheel, advance } = wheelAt(0);
    const ran: number[] = [];
    wheel.at(300, () => ran.push(300));
    wheel.at(100, () => ran.push(100));
    wheel.at(200, () => ran.push(200));
    advance(1000);
    expect(ran).toEqual([100, 200, 300]);
  });

  it('runs a time already past at the next tick, and what a callback schedules for now waits a tick', () => {
    const { wheel, advance } = wheelAt(500);
    const ran: string[] = [];
    wheel.at(0, () => {
      ran.push('past');
      wheel.at(0, () => ran.push('again'));
    });
    advance(50);
    expect(ran).toEqual(['past']);
    advance(50);
    expect(ran).toEqual(['past', 'again']);
  });

  it('reports how late its callbacks ran, once', () => {
    const { wheel, advance } = wheelAt(0);
    wheel.at(100, () => {});
    advance(400);
    expect(wheel.takeMaxLateMs()).toBe(300);
    expect(wheel.takeMaxLateMs()).toBe(0);
  });
});
