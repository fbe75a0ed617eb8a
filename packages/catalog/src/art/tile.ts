import { Rng } from '../generate/prng';
import { PALETTES, type Palette } from './palette';
import { MOTIFS, starPath } from './shapes';
import { FONT, escapeXml, fitText, textBlock } from './text';

export interface TileInput {
  name: string;
  oldid: number;
  art_seed: number;
  genreName?: string;
}

const FIVE_STAR_OLDID = 4605;
const NAME_SIZES = [46, 42, 38, 34, 30, 27, 24, 21];
const FIVE_STAR_PALETTE: Palette = { from: '#ffb347', to: '#e8384f', accent: '#fff3c4', soft: '#ffd86b', ink: '#ffffff' };

function frame(id: string, p: Palette, angle: number, body: string): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.round(50 + 50 * Math.cos(rad));
  const y = Math.round(50 + 50 * Math.sin(rad));
  // Light ink reads best over a darkened foot, dark ink over a lightened one.
  const shade = p.ink === '#ffffff' ? '#000' : '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">`
    + `<defs><linearGradient id="${id}g" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%">`
    + `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`
    + `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset=".4" stop-color="${shade}" stop-opacity="0"/><stop offset="1" stop-color="${shade}" stop-opacity=".5"/></linearGradient></defs>`
    + `<rect width="300" height="300" fill="url(#${id}g)"/>${body}</svg>`;
}

/** A 300×300 channel tile: seeded gradient and motif, the channel name large at the bottom, the genre small at the top. */
export function tileSvg(ch: TileInput): string {
  const rng = new Rng(`tile:${ch.art_seed}:${ch.oldid}`);
  const p = ch.oldid === FIVE_STAR_OLDID ? FIVE_STAR_PALETTE : rng.pick(PALETTES);
  const id = `t${ch.oldid}`;
  const motif = ch.oldid === FIVE_STAR_OLDID
    ? `<path d="${starPath(205, 95, 85, 36)}" fill="${p.accent}" opacity=".5"/><path d="${starPath(95, 60, 26, 11)}" fill="${p.soft}" opacity=".6"/>`
    : rng.pick(MOTIFS)(rng, p, id);
  const { size, lines } = fitText(ch.name, NAME_SIZES, 252, 3);
  const lead = Math.round(size * 1.08);
  const first = 272 - (lines.length - 1) * lead;
  const name = textBlock(lines, 22, first, size, `font-weight="800" fill="${p.ink}" letter-spacing="-.5"`);
  const label = ch.genreName
    ? `<text x="22" y="36" font-family="${FONT}" font-size="13" font-weight="700" letter-spacing="2" fill="${p.ink}" opacity=".85">${escapeXml(ch.genreName.toUpperCase())}</text>`
    : '';
  return frame(id, p, rng.int(20, 160), `${motif}<rect width="300" height="300" fill="url(#${id}s)"/>${label}${name}`);
}

/** Shown when a tile image fails to load. */
export function defaultTileSvg(): string {
  const arcs = [40, 64, 88]
    .map((rad, i) => `<path d="M${150 - rad} ${130 - rad * 0.2}A${rad} ${rad} 0 0 1 ${150 + rad} ${130 - rad * 0.2}" opacity="${(1 - i * 0.25).toFixed(2)}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">`
    + `<defs><linearGradient id="dg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3d5c"/><stop offset="1" stop-color="#16172a"/></linearGradient></defs>`
    + `<rect width="300" height="300" fill="url(#dg)"/>`
    + `<g fill="none" stroke="#ffb86b" stroke-width="12" stroke-linecap="round">${arcs}</g>`
    + `<circle cx="150" cy="138" r="14" fill="#ffb86b"/>`
    + `<text x="150" y="232" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="800" fill="#ffffff" letter-spacing="-1">Earshot</text>`
    + `<text x="150" y="258" text-anchor="middle" font-family="${FONT}" font-size="13" font-weight="700" fill="#c9cbe8" letter-spacing="3">FREE INTERNET RADIO</text></svg>`;
}
