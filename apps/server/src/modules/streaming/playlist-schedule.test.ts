import type { Playlist, PlaylistItem } from '@earshot/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Playhead } from '../listening';
import { PlaylistSchedule, type PlaylistScheduleDeps } from './playlist-schedule';
import { fakeSong } from './test-support';

const item = (id: string, type: PlaylistItem['type'] = 'song', seconds = 180): PlaylistItem =>
  ({ type, _id: { $oid: id }, title: `T${id}`, track_artist: `A${id}`, duration: seconds, gain: 0 }) as PlaylistItem;

const playlist = (items: PlaylistItem[]): Playlist => ({ channel: { _id: { $oid: 'c1' }, oldid: 1, name: 'C' }, items }) as Playlist;

function schedule(batches: PlaylistItem[][], extra: Partial<PlaylistScheduleDeps> = {}) {
  const plans: (Playhead | undefined)[] = [];
  const reports: [string, string, number][] = [];
  const deps: PlaylistScheduleDeps = {
    plan: async (playing) => {
      plans.push(playing);
      return playlist(batches.shift() ?? []);
    },
    report: async (channelId, trackId, ms) => void reports.push([channelId, trackId, ms]),
    songs: { openStream: async (id) => (id.startsWith('gone') ? undefined : fakeSong(1000)) },
    station: { name: 'Jazz', url: 'https://e.example/channel/jazz/1/' },
    ...extra,
  };
  return { s: new PlaylistSchedule(deps), plans, reports };
}

/** The next item, which the test knows is there. */
async function nextOf(s: PlaylistSchedule) {
  const next = await s.next();
  if (!next) throw new Error('the schedule ended');
  return next;
}

const title = (meta: Buffer) => /StreamTitle='(.*?)'/.exec(meta.toString())?.[1];

describe("a stream's schedule", () => {
  it('plays the batch in order, titled as players show it, and plans the next near the last item\'s end', async () => {
    const { s, plans } = schedule([[item('s1'), item('sw', 'sweeper', 5)], [item('s2')]]);
    expect(title((await nextOf(s)).meta)).toBe('As1 - Ts1');
    const second = await nextOf(s);
    expect(title(second.meta)).toBe('Jazz');
    expect(plans).toEqual([undefined]);
    // Within 15 s of its end: the next batch is asked for, with the item as heard whole.
    s.progress(second, 0);
    await vi.waitFor(() => expect(plans).toEqual([undefined, { trackId: 'sw', ms: 5000 }]));
    expect((await s.next())?.trackId).toBe('s2');
  });

  it('opens the next item only once the current one nears its end', async () => {
    const openStream = vi.fn(async () => fakeSong(1000));
    const { s, plans } = schedule([[item('s1'), item('s2')]], { songs: { openStream } });
    const first = await nextOf(s);
    expect(openStream).toHaveBeenCalledTimes(1);
    s.progress(first, 60_000);
    expect(openStream).toHaveBeenCalledTimes(1);
    s.progress(first, 170_000);
    await vi.waitFor(() => expect(openStream).toHaveBeenCalledTimes(2));
    // The batch still had an item: no new plan.
    expect(plans).toEqual([undefined]);
    s.close();
  });

  it('plans a batch only once the reports of the items sent are in, so the rules count them as heard', async () => {
    let land: () => void = () => {};
    const report = vi.fn(() => new Promise<void>((resolve) => (land = resolve)));
    const { s, plans } = schedule([[item('s1', 'song', 10)], [item('s2')]], { report });
    s.finished(await nextOf(s), 10_000);
    const next = s.next();
    await new Promise((r) => setTimeout(r, 20));
    expect(plans).toEqual([undefined]);
    land();
    expect((await next)?.trackId).toBe('s2');
    expect(report).toHaveBeenCalledWith('c1', 's1', 10_000);
  });

  it('skips items whose audio is gone, and ends when the key no longer allows it', async () => {
    let allowed = true;
    const { s } = schedule([[item('gone1'), item('s1')], [item('s2')]], { stillAllowed: async () => allowed });
    expect((await s.next())?.trackId).toBe('s1');
    allowed = false;
    expect(await s.next()).toBeNull();
  });
});
