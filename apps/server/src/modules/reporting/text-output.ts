/** A count with its noun: `1 song`, `2 songs`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface Column {
  title: string;
  /** Numbers right, words left. */
  align: 'left' | 'right';
}

/** Rows under their column titles for a terminal: each column as wide as its widest cell, two spaces apart. */
export function alignedTable(columns: Column[], rows: string[][]): string[] {
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (columns[i].align === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title)), ...rows.map(line)];
}

/** A CSV file (RFC 4180): records ended by CRLF; a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvText(records: (string | number)[][]): string {
  const field = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return records.map((r) => `${r.map(field).join(',')}\r\n`).join('');
}
