import { describe, expect, it } from 'vitest';
import { compileChannel, type LibraryTrack } from './compile';
import type { ChannelDef } from './schema';

const track = (id: string, over: Partial<LibraryTrack>): LibraryTrack => ({
  id, title: id, artist: 'Someone', album: 'Something', year: 2000, isrc: '', christmas: false, genres: [], tags: [], ...over,
});

const LIBRARY = [
  track('old-jazz', { artist: 'Miles Ahead', year: 1959, genres: ['jazz'], tags: ['late night'] }),
  track('new-jazz', { artist: 'Miles Ahead', year: 2015, genres: ['jazz', 'soul'], isrc: 'USABC1500001' }),
  track('jazz-xmas', { artist: 'Miles Ahead', year: 2015, genres: ['jazz'], christmas: true }),
  track('rock', { artist: 'Loud Band', year: 1995, genres: ['rock'], tags: ['late night'] }),
];

const channel = (over: Partial<ChannelDef>): ChannelDef => ({
  key: 'c', name: 'C', description: '', keywords: [], christmas: false, tracks: [], disabled: false, ...over,
});
const compiled = (over: Partial<ChannelDef>) => compileChannel(channel(over), LIBRARY).trackIds;

describe('channel rules', () => {
  it('keeps the tracks that meet every listed criterion, any value within one', () => {
    expect(compiled({ rules: { genres: ['Jazz'], years: { from: 2000 }, christmas: 'include' } })).toEqual(['new-jazz', 'jazz-xmas']);
    expect(compiled({ rules: { genres: ['soul', 'rock'], christmas: 'include' } })).toEqual(['new-jazz', 'rock']);
    expect(compiled({ rules: { tags: ['late night'], years: { to: 1990 }, christmas: 'include' } })).toEqual(['old-jazz']);
    expect(compiled({ rules: { artists: ['miles ahead'], christmas: 'exclude' } })).toEqual(['old-jazz', 'new-jazz']);
  });

  it('adds explicit tracks after the rules, once, and names those the library lacks', () => {
    const result = compileChannel(
      channel({ rules: { artists: ['Loud Band'], christmas: 'include' }, tracks: [{ isrc: 'US-ABC-15-00001' }, { artist: 'loud band', title: 'ROCK' }, { isrc: 'GBAAA0000001' }] }),
      LIBRARY,
    );
    expect(result).toEqual({ trackIds: ['rock', 'new-jazz'], unresolved: [2] });
  });
});
