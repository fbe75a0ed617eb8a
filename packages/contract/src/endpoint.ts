import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One call of the API, declared once: the server registers its handler from it (validation and
 * OpenAPI included) and the web calls it through `api.call`, both typed by its schemas.
 * `path` is in Fastify syntax (`:name` for a parameter); POST bodies are url-encoded forms unless
 * `bodyFormat` says JSON (a document the listener uploads, a file).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `json`: the body is a JSON document (the browser keeps this to know how to send it). */
  bodyFormat?: 'json';
  /** A larger body than the server's default bound (which is for forms) that this call takes. */
  maxBodyBytes?: number;
  /** The JSON answer; none for a call that answers with audio. */
  response?: z.ZodType;
}

/** A call answered with JSON: the route table serves exactly these. */
export interface JsonEndpoint extends Endpoint {
  response: z.ZodType;
}

/**
 * Typed identity. The web's client build keeps only `method` and `path` of each declaration
 * (apps/web/vite/strip-endpoint-schemas.ts), so the schemas, and zod, stay on the server.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputPart = 'params' | 'query' | 'body';

/** What one part of a call carries as the client sends it: required unless every field of it may be left out. */
type PartInput<E, K extends InputPart> = E extends { [P in K]: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: the path's parameters, the query and the form body, as the schemas accept them. */
export type EndpointInput<E extends Endpoint> = PartInput<E, 'params'> & PartInput<E, 'query'> & PartInput<E, 'body'>;

/** What a handler receives: each part as its schema parsed it. */
export type EndpointParsed<E extends Endpoint> = {
  [K in InputPart]: E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;
};

/** The answer of a JSON call. */
export type EndpointResponse<E extends JsonEndpoint> = z.output<E['response']>;

/** Fills `:name` parameters (each encoded as one path segment). */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a call: its path with the parameters filled, and the query's defined fields. */
export function endpointUrl<E extends Endpoint>(endpoint: E, input?: Pick<EndpointInput<E>, 'params' | 'query'>): string {
  const path = fillPath(endpoint.path, input?.params as Record<string, unknown> | undefined);
  const fields = Object.entries((input?.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return fields.length ? `${path}?${new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString()}` : path;
}
