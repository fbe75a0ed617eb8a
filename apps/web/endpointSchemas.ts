import { type Plugin, parseAst } from 'vite';

/** The contract's endpoint declarations (packages/contract/src/<resource>/endpoints.ts). */
export const ENDPOINTS_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/](?:[^\\/]+[\\/])*endpoints\.ts$/;

/** What the browser needs of a declaration to make the call (and whether its body is sent as JSON); the schemas are for the server and the types. */
const KEPT = new Set(['method', 'path', 'bodyFormat']);

export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

export function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

/**
 * Each `defineEndpoint({ … })` of an endpoints file reduced to the object literal of its method,
 * path and body format in parentheses (defineEndpoint is an identity). What the declarations referred to (zod, the schemas and
 * defineEndpoint itself) is then unused, and the bundler leaves it out.
 * A declaration the reduction cannot read (not an object literal, a spread, a computed key) fails
 * the build rather than pulling zod into the browser.
 */
export function stripEndpointSchemas(code: string, file: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parseAst(code, { lang: 'ts' }, file) as unknown as Node)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineEndpoint') continue;
    const [declaration] = node.arguments as Node[];
    if (declaration?.type !== 'ObjectExpression') throw new Error(`${file}: defineEndpoint takes an object literal`);
    const kept = (declaration.properties as Node[]).filter((property) => {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') throw new Error(`${file}: a declaration lists plain properties only`);
      return KEPT.has(key.name as string);
    });
    edits.push({ start: node.start, end: node.end, text: `({ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} })` });
  }
  return edits.reduceRight((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), code);
}

/**
 * The client build's copy of the endpoint declarations holds no schemas, so the browser loads no zod
 * (see docs/decisions.md, "Issue 24: endpoints declared once"). The server build and the type checker
 * read the declarations whole.
 */
export function endpointSchemas(): Plugin {
  return {
    name: 'earshot:endpoint-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !ENDPOINTS_FILE.test(id)) return null;
      return { code: stripEndpointSchemas(code, id), map: null };
    },
  };
}
