import { escapeXml } from '@earshot/catalog/art';
import { AD_FORMATS, type AdFormat } from '@earshot/contract';

const PALETTES = [
  ['#c81e45', '#5b2a86'],
  ['#0f766e', '#1e3a8a'],
  ['#b45309', '#9d174d'],
  ['#1d4ed8', '#0f766e'],
] as const;

/** A house ad's picture: the headline and a call to action on a gradient, in the format's size. */
export function houseAdSvg(format: AdFormat, headline: string, action: string, seed: number): string {
  const { width, height } = AD_FORMATS[format];
  const [from, to] = PALETTES[seed % PALETTES.length];
  const wide = width / height > 3;
  // A leaderboard's one line must end before its button (about 0.55 em a character in Helvetica).
  const size = wide ? Math.min(26, Math.floor((width - 240) / (headline.length * 0.55))) : format === 'video' ? 44 : 28;
  const x = wide ? 28 : 24;
  const lines = wide ? [headline] : wrap(headline, format === 'video' ? 22 : 16);
  const top = wide ? height / 2 + size / 3 : height / 2 - ((lines.length - 1) * size * 1.2) / 2 - size / 2;
  const text = lines
    .map((line, i) => `<text x="${x}" y="${top + i * size * 1.2}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const button = wide
    ? `<rect x="${width - 180}" y="${height / 2 - 20}" width="156" height="40" rx="20" fill="#fff"/><text x="${width - 102}" y="${height / 2 + 6}" text-anchor="middle" font-size="16" font-weight="700" fill="${from}">${escapeXml(action)}</text>`
    : `<rect x="${x}" y="${height - 72}" width="170" height="44" rx="22" fill="#fff"/><text x="${x + 85}" y="${height - 44}" text-anchor="middle" font-size="17" font-weight="700" fill="${from}">${escapeXml(action)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${text}${button}</svg>`;
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
