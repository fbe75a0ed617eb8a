import { describe, expect, it } from 'vitest';
import { whyLines } from './player-extras-text';

describe('whyLines', () => {
  it('says the reason in one line on a single channel', () => {
    expect(whyLines({ kind: 'rated', stars: 4, channel: 'Smooth Jazz', blend: false })).toEqual(['You rated it 4 stars']);
    expect(whyLines({ kind: 'rated', stars: 1, channel: 'Smooth Jazz', blend: false })).toEqual(['You rated it 1 star']);
    expect(whyLines({ kind: 'five_star', channel: 'Five-Star Radio', blend: false })).toEqual(['From your Five-Star songs']);
    expect(whyLines({ kind: 'artist', artist: 'Miles Davis', channel: 'Smooth Jazz', blend: false })).toEqual(['Because you like Miles Davis']);
    expect(whyLines({ kind: 'curated', channel: 'Smooth Jazz', blend: false })).toEqual(['Picked by our curators for Smooth Jazz']);
  });

  it('names the blended channel a song came from, once', () => {
    expect(whyLines({ kind: 'rated', stars: 5, channel: 'Bebop', blend: true })).toEqual(['You rated it 5 stars', 'From Bebop in this blend']);
    expect(whyLines({ kind: 'artist', artist: 'Miles Davis', channel: 'Bebop', blend: true })).toEqual(['Because you like Miles Davis', 'From Bebop in this blend']);
    expect(whyLines({ kind: 'curated', channel: 'Bebop', blend: true })).toEqual(['Picked by our curators for Bebop']);
    expect(whyLines({ kind: 'five_star', channel: 'Five-Star Radio', blend: true })).toEqual(['From your Five-Star songs']);
  });
});
