import { Rng } from '../generate/prng';
import { PALETTES } from './palette';
import { MOTIFS } from './shapes';
import { FONT, escapeXml, fitText, textBlock } from './text';

export interface ArticleArtInput {
  /** The page's id: seeds the colours and motif. */
  id: string;
  title: string;
  /** Small capitals above the title: the page's category, or what kind of page it is. */
  label: string;
}

const W = 600;
const H = 315;
const TITLE_SIZES = [40, 36, 32, 29, 26, 23, 21];

/** The shared frame: a 1200×630 image (the usual link-preview size) drawn on a 600×315 grid. */
function frame(id: string, from: string, to: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 ${W} ${H}">`
    + `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + `<rect width="${W}" height="${H}" fill="url(#${id}g)"/>${body}</svg>`;
}

const wordmark = (fill: string) =>
  `<text x="32" y="${H - 28}" font-family="${FONT}" font-size="15" font-weight="800" fill="${fill}" letter-spacing="-.2" opacity=".9">Earshot</text>`;

/**
 * A page's wide art (article tiles and link previews): a seeded gradient, a channel-tile motif on the
 * right, the title large on the left and the label above it.
 */
export function articleSvg(page: ArticleArtInput): string {
  const rng = new Rng(`article:${page.id}`);
  const p = rng.pick(PALETTES);
  const id = `a${page.id.slice(0, 8)}`;
  // Tile motifs are drawn for a 300×300 square: scale one up into the right-hand side.
  const motif = `<g transform="translate(${W - 330} -20) scale(1.15)">${rng.pick(MOTIFS)(rng, p, id)}</g>`;
  const { size, lines } = fitText(page.title, TITLE_SIZES, 360, 3);
  const lead = Math.round(size * 1.08);
  const first = Math.round(H / 2 - ((lines.length - 1) * lead) / 2 + size * 0.35);
  const title = textBlock(lines, 32, first, size, `font-weight="800" fill="${p.ink}" letter-spacing="-.5"`);
  const label = `<text x="32" y="${first - size - 10}" font-family="${FONT}" font-size="12" font-weight="700" letter-spacing="2" fill="${p.ink}" opacity=".85">${escapeXml(page.label.toUpperCase())}</text>`;
  return frame(id, p.from, p.to, `${motif}${label}${title}${wordmark(p.ink)}`);
}

/** For an article without a preview image of its own, and when one fails to load. */
export function defaultArticleSvg(): string {
  const arcs = [40, 64, 88]
    .map((rad, i) => `<path d="M${450 - rad} ${150 - rad * 0.2}A${rad} ${rad} 0 0 1 ${450 + rad} ${150 - rad * 0.2}" opacity="${(1 - i * 0.25).toFixed(2)}"/>`)
    .join('');
  return frame('d', '#3a3d5c', '#16172a', `<g fill="none" stroke="#ffb86b" stroke-width="12" stroke-linecap="round">${arcs}</g>`
    + `<circle cx="450" cy="158" r="14" fill="#ffb86b"/>`
    + `<text x="32" y="150" font-family="${FONT}" font-size="52" font-weight="800" fill="#ffffff" letter-spacing="-1">Earshot</text>`
    + `<text x="34" y="180" font-family="${FONT}" font-size="14" font-weight="700" fill="#c9cbe8" letter-spacing="3">CHANNEL CHATTER</text>`);
}
