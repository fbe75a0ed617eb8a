import { Rng } from '../generate/prng';
import { PALETTES, type Palette } from './palette';
import { fitText, textBlock } from './text';

export interface CoverInput {
  title: string;
  artist: string;
  cover_seed: number;
}

type Style = (rng: Rng, p: Palette, a: CoverInput) => string;

const svg = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">${body}</svg>`;

function caption(a: CoverInput, x: number, bottom: number, width: number, ink: string, anchor = 'start'): string {
  const title = fitText(a.title, [22, 20, 18, 16, 14], width, 2);
  const artist = fitText(a.artist.toUpperCase(), [13, 12, 11], width, 1);
  const tLead = Math.round(title.size * 1.08);
  const artistY = bottom;
  const titleY = artistY - 20 - (title.lines.length - 1) * tLead;
  const common = `text-anchor="${anchor}"`;
  return textBlock(title.lines, x, titleY, title.size, `${common} font-weight="700" fill="${ink}"`)
    + textBlock(artist.lines, x, artistY, artist.size, `${common} font-weight="600" letter-spacing="1.5" fill="${ink}" opacity=".8"`);
}

/** Bauhaus blocks: a 3×3 grid of squares, circles and quarter circles above a plain caption band. */
const blocks: Style = (rng, p, a) => {
  const colors = [p.from, p.to, p.accent, p.soft];
  let out = `<rect width="300" height="300" fill="${p.soft}"/>`;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x = col * 64 + 54;
      const y = row * 64 + 10;
      const fill = rng.pick(colors);
      const kind = rng.int(0, 2);
      if (kind === 0) out += `<rect x="${x}" y="${y}" width="64" height="64" fill="${fill}"/>`;
      else if (kind === 1) out += `<circle cx="${x + 32}" cy="${y + 32}" r="30" fill="${fill}"/>`;
      else out += `<path d="M${x} ${y + 64}V${y}A64 64 0 0 1 ${x + 64} ${y + 64}z" fill="${fill}"/>`;
    }
  }
  return `${out}<rect y="210" width="300" height="90" fill="#ffffff"/>${caption(a, 20, 284, 260, '#1d1d1f')}`;
};

/** Synth sunset: gradient sky, striped sun, artist and title at the top. */
const sunset: Style = (rng, p, a) => {
  const id = `c${a.cover_seed}`;
  let out = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`
    + `<rect width="300" height="300" fill="url(#${id})"/><circle cx="150" cy="${rng.int(185, 205)}" r="${rng.int(80, 100)}" fill="${p.accent}"/>`;
  for (let i = 0; i < 6; i++) out += `<rect y="${200 + i * 17}" width="300" height="${2 + i * 1.5}" fill="${p.to}"/>`;
  const artist = fitText(a.artist.toUpperCase(), [13, 12, 11], 260, 1);
  const title = fitText(a.title, [22, 20, 18, 16], 260, 2);
  return out + `<rect y="262" width="300" height="38" fill="${p.to}"/>`
    + textBlock(artist.lines, 150, 36, artist.size, `text-anchor="middle" font-weight="600" letter-spacing="1.5" fill="${p.ink}" opacity=".85"`)
    + textBlock(title.lines, 150, 62, title.size, `text-anchor="middle" font-weight="700" fill="${p.ink}"`);
};

/** Vinyl rings on a dark ground. */
const rings: Style = (rng, p, a) => {
  let out = `<rect width="300" height="300" fill="#15151c"/>`;
  const colors = [p.from, p.to, p.accent, p.soft];
  for (let i = 6; i > 0; i--) out += `<circle cx="150" cy="116" r="${i * 15}" fill="${colors[(i + rng.int(0, 3)) % 4]}"/>`;
  return `${out}<circle cx="150" cy="116" r="5" fill="#15151c"/>${caption(a, 150, 284, 260, '#ffffff', 'middle')}`;
};

/** Big type: the artist's name fills the sleeve. */
const type: Style = (rng, p, a) => {
  const big = fitText(a.artist.toUpperCase(), [52, 46, 40, 34, 28], 228, 3);
  const title = fitText(a.title, [16, 14, 12], 260, 1);
  return `<rect width="300" height="300" fill="${p.from}"/><rect x="${rng.int(180, 230)}" width="300" height="300" fill="${p.to}" opacity=".7"/>`
    + textBlock(big.lines, 20, 20 + big.size, big.size, `font-weight="900" fill="${p.ink}" letter-spacing="-1"`)
    + textBlock(title.lines, 20, 276, title.size, `font-weight="600" fill="${p.ink}" opacity=".9"`);
};

/** Diagonal bands with a white label. */
const bands: Style = (rng, p, a) => {
  const colors = [p.from, p.accent, p.to, p.soft];
  let out = `<rect width="300" height="300" fill="${p.to}"/>`;
  const w = rng.int(45, 70);
  for (let i = -4; i < 8; i++) out += `<path d="M${i * w} 0h${w}L${i * w - 300 + w} 300h${-w}z" fill="${colors[(i + 4) % 4]}"/>`;
  return `${out}<rect x="20" y="196" width="260" height="84" rx="6" fill="#ffffff"/>${caption(a, 36, 264, 228, '#1d1d1f')}`;
};

const STYLES: Style[] = [blocks, sunset, rings, type, bands];

/** A 300×300 album cover in one of a few seeded styles. */
export function coverSvg(a: CoverInput): string {
  const rng = new Rng(`cover:${a.cover_seed}`);
  const p = rng.pick(PALETTES);
  return svg(rng.pick(STYLES)(rng, p, a));
}
