import { type ExportFile, EXPORT_FORMAT, EXPORT_VERSION } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { planImport } from './plan';

const id = (c: string) => c.repeat(24);
const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const channel = (c: string) => ({ id: id(c), name: `Channel ${c}` });
const song = (c: string) => ({ id: id(c), title: `Song ${c}`, artist: 'Someone' });

function file(parts: Partial<ExportFile>): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: '2026-11-28T11:00:00.000Z',
    account: { email: null, signedUpAt: '2026-01-01T00:00:00.000Z', demographics: { birthYear: null, birthMonth: null, birthDay: null, gender: null, zipcode: null } },
    ratings: [], channels: [], favorites: [], channelHistory: [], songHistory: [],
    ...parts,
  };
}

const own = (c: string, source: string, plays: string[]) => ({
  id: id(c), name: 'Mine', createdAt: '2026-11-01T00:00:00.000Z', source: channel(source), plays: plays.map(channel), bannedSongs: [], bannedArtists: [],
});

describe('planning an import', () => {
  const known = { channels: new Set([id('a'), id('b')]), songs: new Set([id('1')]), artists: new Set<string>() };

  it('keeps times from the future at now, and a song rated twice in a hand-edited file once', () => {
    const plan = planImport(file({
      ratings: [
        { song: song('1'), rating: 4, ratedAt: '2030-01-01T00:00:00.000Z', channel: null },
        { song: song('1'), rating: 2, ratedAt: '2026-01-01T00:00:00.000Z', channel: null },
      ],
    }), known, NOW);
    expect(plan.listening.ratings).toEqual([{ trackId: id('1'), rating: 4, channelId: null, ratedAt: NOW }]);
    expect(plan.counts.ratings).toEqual({ restored: 1, skipped: 0 });
  });

  it('plays the source alone when none of a blend is here, and restores one copy per source', () => {
    const plan = planImport(file({ channels: [own('e', 'a', ['c', 'd']), own('f', 'a', ['a'])] }), known, NOW);
    expect([...plan.channels.values()].map((c) => c.playIds)).toEqual([[id('a')]]);
    expect(plan.counts.channels).toEqual({ restored: 1, skipped: 1 });
    expect(plan.counts.blendChannels).toEqual({ restored: 0, skipped: 3 });
  });

  it("names a favorite of the file's own channel by its id in the file, and skips one of a channel that is not here", () => {
    const plan = planImport(file({
      channels: [own('e', 'b', ['b'])],
      favorites: [{ channel: channel('e'), addedAt: '2026-11-02T00:00:00.000Z' }, { channel: channel('c'), addedAt: '2026-11-02T00:00:00.000Z' }],
    }), known, NOW);
    expect(plan.listening.favorites.map((f) => f.channelId)).toEqual([id('e')]);
    expect(plan.counts.favorites).toEqual({ restored: 1, skipped: 1 });
  });
});
