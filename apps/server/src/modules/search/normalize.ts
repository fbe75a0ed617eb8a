/**
 * The one text form the index stores and queries use: lower case, accents dropped, anything but
 * letters and digits a space. So 'Beyoncé', 'beyonce' and 'BEYONCE!' are the same term, and a
 * query never carries FTS or LIKE syntax into SQL.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The word-start offsets of a normalized text: where a prefix or typo match may begin. */
export function wordStarts(norm: string): number[] {
  const starts = [0];
  for (let i = 1; i < norm.length; i++) if (norm[i - 1] === ' ') starts.push(i);
  return starts;
}
