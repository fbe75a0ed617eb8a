import { describe, expect, it } from 'vitest';
import { earlyStart } from './earlyStart';

function recordingFetch() {
  const calls: { channelId: string; signal: AbortSignal }[] = [];
  const fetchStart = (channelId: string, signal: AbortSignal) => {
    calls.push({ channelId, signal });
    return Promise.resolve(new Response(channelId));
  };
  return { calls, fetchStart };
}

describe('a channel start asked for before the engine has loaded', () => {
  it('leaves at once, and the engine takes its answer instead of asking again', async () => {
    const { calls, fetchStart } = recordingFetch();
    const early = earlyStart(fetchStart, () => true);
    early.begin('42');
    expect(calls.map((c) => c.channelId)).toEqual(['42']);
    const taken = early.take('42', new AbortController().signal);
    expect(await (await taken)?.text()).toBe('42');
    // Taken once: a later start of the same channel is the engine's own.
    expect(early.take('42', new AbortController().signal)).toBeNull();
  });

  it('is cancelled with the start that took it', () => {
    const { calls, fetchStart } = recordingFetch();
    const early = earlyStart(fetchStart, () => true);
    early.begin('42');
    const engineStart = new AbortController();
    expect(early.take('42', engineStart.signal)).not.toBeNull();
    engineStart.abort();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('keeps only the last of two channels asked for, and gives it to that channel alone', () => {
    const { calls, fetchStart } = recordingFetch();
    const early = earlyStart(fetchStart, () => true);
    early.begin('1');
    early.begin('2');
    expect(calls[0].signal.aborted).toBe(true);
    expect(early.take('1', new AbortController().signal)).toBeNull();
    expect(early.take('2', new AbortController().signal)).not.toBeNull();
  });

  it('asks for nothing where the engine would not use a start call (no MediaSource for MP3)', () => {
    const { calls, fetchStart } = recordingFetch();
    const early = earlyStart(fetchStart, () => false);
    early.begin('42');
    expect(calls).toEqual([]);
    expect(early.take('42', new AbortController().signal)).toBeNull();
  });
});
