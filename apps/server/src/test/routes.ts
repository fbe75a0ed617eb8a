import type { FastifyInstance } from 'fastify';

export type RouteMethod = 'GET' | 'POST' | 'DELETE';

export interface RegisteredRoute {
  method: RouteMethod;
  /** Fastify path syntax (`:id`). */
  url: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route fastify answers for `method`, whoever registered it (the route table or a plain
 * `app.get`), read from fastify's own route tree so that a new route cannot be left out.
 */
export function registeredRoutes(app: FastifyInstance, method: RouteMethod): RegisteredRoute[] {
  const tree = app.printRoutes({ method, commonPrefix: false });
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    if (match[3]?.split(', ').includes(method)) routes.push({ method, url });
  }
  return routes;
}

/**
 * A route's URL with its parameter names left out: find-my-way's tree shows parameters of
 * different names at one node as `:a|:b`, so only the shape is comparable.
 */
export const routeShape = (url: string) => url.replace(/:[A-Za-z_]+(?:\|:[A-Za-z_]+)*/g, ':');

/** The route's URL with each `:param` replaced by `values[param]` (unknown parameters fail loudly). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]+)(?:\|:[A-Za-z_]+)*/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no test value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

export interface DocumentedRoute extends RegisteredRoute {
  /** JSON schemas of the path and query parameters, by name. */
  parameters: { name: string; in: 'path' | 'query'; schema: unknown }[];
  /** JSON schema properties of the body (a form, or a JSON document), when the route takes one. */
  body: Record<string, unknown> | null;
}

/** The routes of the route table, as its OpenAPI document describes them. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const doc = (await app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { parameters: DocumentedRoute['parameters']; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase() as RouteMethod,
      url: path.replace(/\{([A-Za-z_]+)\}/g, ':$1'),
      parameters: op.parameters,
      // A form, or the one JSON body (an uploaded file): either way its fields.
      body: op.requestBody ? (Object.values(op.requestBody.content)[0].schema.properties ?? {}) : null,
    })),
  );
}

/** The route table's routes for `method`, and every other route fastify answers for it. */
export async function everyRoute(app: FastifyInstance, method: RouteMethod): Promise<DocumentedRoute[]> {
  const documented = (await documentedRoutes(app)).filter((r) => r.method === method);
  const shapes = new Set(documented.map((r) => routeShape(r.url)));
  const others = registeredRoutes(app, method).filter((r) => !shapes.has(routeShape(r.url)));
  return [...documented, ...others.map((r) => ({ ...r, parameters: [], body: null }))];
}
