import { describe, expect, it } from 'vitest';
import { coverSvg, defaultTileSvg, tileSvg } from './index';
import { textWidthEm } from './text';
import { xmlProblem } from './xml-check';

const NASTY = `Rock & Roll <Live> "Quoted" 'n' Bits`;

describe('xml check', () => {
  it('rejects what a browser would reject', () => {
    expect(xmlProblem('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a <b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg a="x"><text>a &amp; b</text><g/></svg>')).toBeNull();
  });
});

describe('channel tiles', () => {
  it('escape names and genre labels into well-formed SVG', () => {
    const svg = tileSvg({ name: NASTY, oldid: 1234, art_seed: 42, genreName: 'R&B <Soul>' });
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;Live&gt;');
    expect(svg).toContain('R&amp;B &lt;SOUL&gt;');
    expect(svg).not.toContain('<Live>');
  });

  it('are deterministic, 300×300, small, and varied across seeds', () => {
    const a = tileSvg({ name: 'Smooth Jazz Lounge', oldid: 1001, art_seed: 7 });
    expect(tileSvg({ name: 'Smooth Jazz Lounge', oldid: 1001, art_seed: 7 })).toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300" viewBox="0 0 300 300">/);
    const tiles = Array.from({ length: 200 }, (_, i) => tileSvg({ name: `Channel Number ${i} With A Longer Name`, oldid: 1000 + i, art_seed: i * 7919, genreName: 'Classic Rock' }));
    expect(tiles.filter((t) => t.length >= 3000 || xmlProblem(t) !== null)).toEqual([]);
    const colours = new Set(tiles.map((t) => /stop-color="(#[0-9a-f]{6})"/.exec(t)?.[1]));
    expect(colours.size).toBeGreaterThanOrEqual(10);
  });

  it('never lets a name run off the tile', () => {
    const svg = tileSvg({ name: 'Supercalifragilisticexpialidocious Radio Extravaganza Deluxe', oldid: 5, art_seed: 5 });
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1] ?? '');
    const size = Number(/font-size="(\d+)" font-weight="800"/.exec(svg)?.[1]);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    // Lines start at x=22; with the width model used for wrapping they must end inside the tile.
    expect(lines.filter((l) => 22 + textWidthEm(l) * size > 280)).toEqual([]);
  });

  it('has a well-formed default tile', () => {
    const svg = defaultTileSvg();
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('Earshot');
  });
});

describe('album covers', () => {
  it('escape titles and artists and stay small in every style', () => {
    const covers = Array.from({ length: 300 }, (_, i) => coverSvg({ title: `${NASTY} ${i}`, artist: `The <${i}> & Co`, cover_seed: i * 104729 }));
    expect(covers.filter((c) => xmlProblem(c) !== null)).toEqual([]);
    expect(covers.filter((c) => c.length >= 3000)).toEqual([]);
    expect(covers.every((c) => c.includes('&amp;') && !c.includes('<Live>'))).toBe(true);
    // Several distinct visual styles show up across seeds.
    const signatures = new Set(covers.map((c) => c.replace(/"[^"]*"/g, '""').replace(/>[^<]*</g, '><').slice(0, 160)));
    expect(signatures.size).toBeGreaterThanOrEqual(4);
  });
});

describe('article art', () => {
  it('is well-formed, escaped, deterministic and 1200×630', async () => {
    const { articleSvg, defaultArticleSvg } = await import('./index');
    const svg = articleSvg({ id: 'ab'.repeat(12), title: NASTY, label: 'R&B <Soul>' });
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('R&amp;B &lt;SOUL&gt;');
    expect(svg).not.toContain('<Live>');
    expect(articleSvg({ id: 'ab'.repeat(12), title: NASTY, label: 'R&B <Soul>' })).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 600 315">/);
    expect(articleSvg({ id: 'cd'.repeat(12), title: NASTY, label: 'x' })).not.toBe(svg);
    expect(xmlProblem(defaultArticleSvg())).toBeNull();
  });
});
