import { SAMPLE_RATE, type AudioSource } from '@earshot/catalog/audio';
import { describe, expect, it } from 'vitest';
import { EncodeJob, HEAD_SECONDS } from './encode-job';

const SONG: AudioSource = { id: 'a3000000000000000000000a', style: 'rock', seed: 1, duration_ms: 240_000, kind: 'song' };

function jobWith(seconds: number): EncodeJob {
  const job = new EncodeJob(SONG);
  job.append(Buffer.alloc(0), seconds * SAMPLE_RATE, false);
  return job;
}

describe('encode job scheduling', () => {
  it('is urgent while a new listener has only a few seconds ahead', () => {
    const job = jobWith(1);
    job.attach({}, 0);
    expect(job.tier(0)).toBe('urgent');
  });

  it('keeps encoding at low priority until well ahead of playback, then rests', () => {
    const job = jobWith(30);
    job.attach({}, 0);
    expect(job.tier(0)).toBe('listened');
    job.append(Buffer.alloc(0), 20 * SAMPLE_RATE, false);
    expect(job.tier(0)).toBe('waiting');
    expect(job.restMs(0)).toBe(10_000);
  });

  it('wakes up as playback eats into the lead', () => {
    const job = jobWith(50);
    job.attach({}, 0);
    expect(job.tier(5_000)).toBe('waiting');
    expect(job.tier(15_000)).toBe('listened');
    expect(job.tier(49_000)).toBe('urgent');
  });

  it('knows when its newest listener joined', () => {
    const job = jobWith(0);
    expect(job.lastJoin()).toBe(-Infinity);
    job.attach({}, 1_000);
    job.attach({}, 5_000);
    expect(job.lastJoin()).toBe(5_000);
  });

  it('runs without listeners only until it has a head to keep', () => {
    expect(jobWith(1).tier(0)).toBe('background');
    expect(jobWith(HEAD_SECONDS).tier(0)).toBe('waiting');
  });
});
