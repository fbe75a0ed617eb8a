import { z } from 'zod';
import type { AnyRoute } from './route';

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/** OpenAPI 3.1 generated from the same zod schemas that validate requests. */
export function buildOpenApi(routes: AnyRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { endpoint: e, summary, tags } of routes) {
    const path = openApiPath(e.path);
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      summary,
      tags,
      parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
      ...(e.body && {
        requestBody: {
          required: true,
          content: {
            [e.bodyFormat === 'json' ? 'application/json' : 'application/x-www-form-urlencoded']: { schema: z.toJSONSchema(e.body, { io: 'input', unrepresentable: 'any' }) },
          },
        },
      }),
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: z.toJSONSchema(e.response, { unrepresentable: 'any' }) } } },
        400: { description: 'Invalid input' },
        404: { description: 'Unknown id' },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Earshot API', version }, paths };
}
