interface ByteRange { start: number; end: number }

/**
 * A single `bytes=` range against a body of `size` bytes. Returns null when the header is absent,
 * malformed or asks for several ranges (all answered with the full body, as RFC 9110 allows),
 * and 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** Where a request's range starts in a body of `size` bytes (0 without one, or with one not answered as a range). */
export function rangeStart(header: string | undefined, size: number): number {
  const range = parseRange(header, size);
  return range && range !== 'unsatisfiable' ? range.start : 0;
}
