/** Where a string names a table by itself: a Kysely query builder's table argument, `Database['…']`, a `table:` field. */
const TABLE_POSITION = /(?:(?:selectFrom|insertInto|replaceInto|mergeInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|from|into|table|using)\s*\(\s*(?:\[(?:\s*['"][a-z_ ]+['"]\s*,)*\s*)?|Database\[\s*|\btable:\s*)$/;

/**
 * Which database tables a TypeScript source names, the way Kysely code names them: `'tracks as t'`
 * or `'tracks.id'` anywhere, `'tracks'` where a table goes (`selectFrom('tracks')`, joins,
 * `Database['tracks']`, `table: 'tracks'`), or a table in the text of an sql`…` template
 * (`from tracks`, `join tracks t`, `tracks.id`). Comments are skipped. Used by the table-ownership test.
 */
export function tablesNamed(source: string, tables: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  const add = (name: string) => {
    if (tables.has(name)) named.add(name);
  };
  for (const piece of literals(source)) {
    if (piece.sql) {
      for (const m of piece.text.matchAll(/\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi)) add(m[1].toLowerCase());
      for (const m of piece.text.matchAll(/\b"?([a-z_]+)"?\.[a-z_"]/g)) add(m[1]);
    } else {
      const qualified = /^\s*([a-z_]+)(?:\s+as\s+[a-z_]+\s*|\.[a-z_*]+.*)$/s.exec(piece.text);
      if (qualified) add(qualified[1]);
      else if (TABLE_POSITION.test(piece.before)) add(piece.text.trim());
    }
  }
  return named;
}

interface Literal {
  text: string;
  /** Text of an sql`…` template, where tables are bare words. */
  sql: boolean;
  /** The code just before a quoted string. */
  before: string;
}

/** The string literals and template texts of `source` (template texts split at each `${…}`), comments left out. */
function literals(source: string): Literal[] {
  const found: Literal[] = [];
  let i = 0;
  const scanCode = (stopAtBrace: boolean): void => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      const next = source[i + 1];
      if (c === '/' && next === '/') {
        const end = source.indexOf('\n', i);
        i = end < 0 ? source.length : end;
      } else if (c === '/' && next === '*') {
        const end = source.indexOf('*/', i + 2);
        i = end < 0 ? source.length : end + 2;
      } else if (c === "'" || c === '"') {
        const start = i;
        i++;
        let text = '';
        while (i < source.length && source[i] !== c) {
          if (source[i] === '\\') i++;
          text += source[i] ?? '';
          i++;
        }
        i++;
        found.push({ text, sql: false, before: source.slice(Math.max(0, start - 40), start) });
      } else if (c === '`') {
        const sql = /\bsql(?:<[^`;]*>)?\s*$/.test(source.slice(Math.max(0, i - 80), i));
        i++;
        scanTemplate(sql);
      } else if (stopAtBrace && c === '{') {
        depth++;
        i++;
      } else if (stopAtBrace && c === '}') {
        i++;
        if (depth === 0) return;
        depth--;
      } else {
        i++;
      }
    }
  };
  const scanTemplate = (sql: boolean): void => {
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source[i + 1] ?? '';
        i += 2;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        found.push({ text, sql, before: '' });
        text = '';
        i += 2;
        scanCode(true);
      } else {
        text += source[i];
        i++;
      }
    }
    i++;
    found.push({ text, sql, before: '' });
  };
  scanCode(false);
  return found;
}
