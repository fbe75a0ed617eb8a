import { describe, expect, it } from 'vitest';
import type { ChannelService } from '../../catalog/channels/service';
import type { HistoryEntry } from './policy';
import type { PlaylistRepo } from './repo';
import { PlaylistService } from './service';

const track = (i: number) => ({
  id: `t${i}`, title: `Song ${i}`, artist_id: `a${i}`, artist_name: 'A', album_id: `al${i}`, album_title: 'B', year: 2000,
  duration_ms: 180_000, gain_db: 0, kind: 'song',
});

function service(history: HistoryEntry[]) {
  const prefetched: string[][] = [];
  const repo = {
    candidates: async () => Array.from({ length: 20 }, (_, i) => track(i)),
    history: async () => history,
    stationItems: async () => [],
    heard: async () => ({ musicMs: 0, ads: 0 }),
    bansOf: async () => ({ trackIds: new Set(), artistIds: new Set() }),
    recordServed: async () => {},
  } as unknown as PlaylistRepo;
  const channels = { requireFor: async () => ({ id: 'c1', oldid: 1, name: 'C', five_star: 0, owner_user_id: null, source_channel_id: null, added: [] }) } as unknown as ChannelService;
  const audio = { signUrl: (id: string) => `/audio/${id}.mp3`, prefetch: (ids: string[]) => prefetched.push(ids), isCached: () => false };
  return { playlists: new PlaylistService(repo, channels, audio), prefetched };
}

const listener = { key: 'k', userId: null, address: null };
const filters = { category: '', christmas: 0 as const };

describe('encoding ahead of the first audio request', () => {
  it("starts on the first item when a listener starts a channel", async () => {
    const { playlists, prefetched } = service([]);
    const playlist = await playlists.next('c1', listener, filters);
    expect(prefetched).toEqual([[playlist.items[0]._id.$oid]]);
  });

  it('leaves refills alone: the player preloads those items itself', async () => {
    const { playlists, prefetched } = service([{ track_id: 't1', artist_id: 'a1', album_id: 'al1', kind: 'song', served_at: Date.now() - 60_000, heard: true }]);
    await playlists.next('c1', listener, filters);
    expect(prefetched).toEqual([]);
  });
});
