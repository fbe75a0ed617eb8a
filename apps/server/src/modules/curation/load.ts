import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { type CurationFile, curationFileSchema } from './schema';

export type FieldPath = readonly PropertyKey[];

/** Where something is in the file: "channels[2].rules.years" at "catalog.yaml:14:7". */
export interface Problem {
  at: string;
  field: string;
  message: string;
}

export class CurationFileError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.at}${p.field ? ` ${p.field}:` : ''} ${p.message}`).join('\n'));
  }
}

export interface LoadedFile {
  file: string;
  data: CurationFile;
  /** Page bodies read from htmlFile, by the page's index. */
  html: Map<number, string>;
  /** A problem at `field`, placed at its line in the file (or its nearest enclosing one). */
  problem(field: FieldPath, message: string): Problem;
}

const fieldName = (field: FieldPath) =>
  field.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');

/** Reads and validates a curation file (YAML, or JSON, which YAML reads too); throws CurationFileError listing every problem. */
export async function loadCurationFile(file: string): Promise<LoadedFile> {
  const text = await readFile(file, 'utf8').catch((error: Error) => {
    throw new CurationFileError([{ at: file, field: '', message: `cannot read the file (${error.message})` }]);
  });
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const name = path.basename(file);
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${name}:${line}:${col}`;
  };
  if (doc.errors.length > 0) throw new CurationFileError(doc.errors.map((e) => ({ at: at(e.pos[0]), field: '', message: e.message.split('\n')[0] })));
  const problem = (field: FieldPath, message: string): Problem => ({ at: at(offsetOf(doc, field)), field: fieldName(field), message });
  const parsed = curationFileSchema.safeParse(doc.toJS() ?? {});
  if (!parsed.success) {
    // An unknown key is placed at the key itself, not at the object holding it.
    const fieldOf = (i: (typeof parsed.error.issues)[number]) => (i.code === 'unrecognized_keys' ? [...i.path, ...i.keys.slice(0, 1)] : i.path);
    throw new CurationFileError(parsed.error.issues.map((i) => problem(fieldOf(i), i.code === 'unrecognized_keys' ? 'not a field of a curation file here' : i.message)));
  }
  const html = new Map<number, string>();
  const missing: Problem[] = [];
  for (const [i, page] of parsed.data.pages.entries()) {
    if (page.htmlFile === undefined) continue;
    const body = await readFile(path.resolve(path.dirname(file), page.htmlFile), 'utf8').catch(() => undefined);
    if (body === undefined) missing.push(problem(['pages', i, 'htmlFile'], `cannot read ${page.htmlFile}`));
    else html.set(i, body);
  }
  if (missing.length > 0) throw new CurationFileError(missing);
  return { file, data: parsed.data, html, problem };
}

/** The start of the node at `field`, or of the closest node above it that exists. */
function offsetOf(doc: Document, field: FieldPath): number {
  for (let depth = field.length; depth >= 0; depth--) {
    const node = doc.getIn(field.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return node.range[0];
  }
  return 0;
}
