import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { ENDPOINTS_FILE, type Node, stripEndpointSchemas } from './endpointSchemas';

const contractSrc = path.resolve(import.meta.dirname, '../../packages/contract/src');
const endpointFiles = readdirSync(contractSrc, { recursive: true, encoding: 'utf8' })
  .map((file) => path.join(contractSrc, file))
  .filter((file) => ENDPOINTS_FILE.test(file));

const TYPE_POSITIONS = new Set(['typeAnnotation', 'typeArguments', 'typeParameters', 'returnType']);

/** The values a module imports and reads; type-only imports and type positions do not count, the type checker erases them. */
function importedValuesRead(code: string): string[] {
  const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
  const imported = new Set<string>();
  const read = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind !== 'type') for (const s of node.specifiers as Node[]) if (s.importKind !== 'type') imported.add((s.local as Node).name as string);
      return;
    }
    if (node.type === 'Identifier') read.add(node.name as string);
    for (const [key, value] of Object.entries(node)) {
      if (TYPE_POSITIONS.has(key) || (node.type === 'Property' && key === 'key' && !node.computed)) continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return [...imported].filter((name) => read.has(name));
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

describe('the client build of the endpoint declarations', () => {
  it('finds every endpoints file of the contract', () => {
    expect(endpointFiles.length).toBeGreaterThanOrEqual(12);
  });

  it.each(endpointFiles.map((file) => [path.relative(contractSrc, file), file]))('%s refers to nothing it imports', (_name, file) => {
    const code = readFileSync(file, 'utf8');
    const stripped = stripEndpointSchemas(code, file);
    expect(importedValuesRead(code)).toContain('defineEndpoint');
    expect(importedValuesRead(stripped)).toEqual([]);
  });

  it('reduces a declaration to its method and path', () => {
    const code = "const e = defineEndpoint({ method: 'POST', path: '/a/:id/', params: z.object({ id: ref }), body: form, response: ok });";
    expect(stripEndpointSchemas(code, 'x.ts')).toBe("const e = ({ method: 'POST', path: '/a/:id/' });");
  });

  it('refuses a declaration it cannot read', () => {
    expect(() => stripEndpointSchemas('defineEndpoint({ ...base, response: ok });', 'x.ts')).toThrow(/plain properties/);
    expect(() => stripEndpointSchemas('defineEndpoint(base);', 'x.ts')).toThrow(/object literal/);
  });
});
