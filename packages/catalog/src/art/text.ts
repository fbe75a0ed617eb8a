import { escapeXml } from '../escape';

export { escapeXml };

export const FONT = "'Helvetica Neue',Helvetica,Arial,'Liberation Sans',sans-serif";

/** Rough advance width of bold sans text, in ems; good enough to wrap without a font engine. */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (' .,:;!|\'’ilIjtf'.includes(ch)) w += 0.32;
    else if ('MWmw@'.includes(ch)) w += 0.92;
    else if (ch >= 'A' && ch <= 'Z') w += 0.75;
    else if (ch >= '0' && ch <= '9') w += 0.58;
    else w += 0.63;
  }
  return w;
}

/** Splits a word wider than a line into hyphenated pieces that fit. */
function breakWord(word: string, size: number, maxWidth: number): string[] {
  if (textWidthEm(word) * size <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && textWidthEm(`${piece}${ch}-`) * size > maxWidth) {
      pieces.push(`${piece}-`);
      piece = '';
    }
    piece += ch;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap for a given font size. Lines may break after a hyphen in a compound
 * ('Post-|Punk'); with `breakWords`, over-long words are split as a last resort.
 */
export function wrap(text: string, size: number, maxWidth: number, breakWords = true): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const parts = word.split(/(?<=-)(?=.)/).flatMap((part) => (breakWords ? breakWord(part, size, maxWidth) : [part]));
    parts.forEach((part, i) => {
      const candidate = line ? `${line}${i === 0 ? ' ' : ''}${part}` : part;
      if (line && textWidthEm(candidate) * size > maxWidth) {
        lines.push(line);
        line = part;
      } else {
        line = candidate;
      }
    });
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` at which the text fits in `maxLines` lines of `maxWidth`; words are split only as a last resort. */
export function fitText(text: string, sizes: number[], maxWidth: number, maxLines: number): { size: number; lines: string[] } {
  for (const breakWords of [false, true]) {
    for (const size of sizes) {
      const lines = wrap(text, size, maxWidth, breakWords);
      if (lines.length <= maxLines && lines.every((l) => textWidthEm(l) * size <= maxWidth)) return { size, lines };
    }
  }
  const size = sizes[sizes.length - 1] ?? 20;
  const lines = wrap(text, size, maxWidth);
  if (lines.length <= maxLines) return { size, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return { size, lines: kept };
}

/** A <text> element with one <tspan> per line. */
export function textBlock(lines: string[], x: number, firstBaseline: number, size: number, attrs: string): string {
  const lead = Math.round(size * 1.08);
  const spans = lines.map((l, i) => `<tspan x="${x}" y="${firstBaseline + i * lead}">${escapeXml(l)}</tspan>`).join('');
  return `<text font-family="${FONT}" font-size="${size}" ${attrs}>${spans}</text>`;
}
