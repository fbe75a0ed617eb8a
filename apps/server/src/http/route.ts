import type { EndpointParsed, EndpointResponse, JsonEndpoint } from '@earshot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errors } from './errors';

export interface RouteSpec<E extends JsonEndpoint> {
  /** The contract's declaration: method, path and the schemas that validate the call and document it. */
  endpoint: E;
  summary: string;
  tags: string[];
  handler: (input: EndpointParsed<E>, req: FastifyRequest, reply: FastifyReply) => Promise<EndpointResponse<E>>;
}

export type AnyRoute = RouteSpec<JsonEndpoint>;

/** Typed identity: lets each module serve a contract endpoint with a handler checked against its schemas. */
export function defineRoute<E extends JsonEndpoint>(spec: RouteSpec<E>): AnyRoute {
  return spec as unknown as AnyRoute;
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw errors.badRequest(`Invalid ${where}: ${field}${issue.message}`);
}

/** The route table: every JSON route goes through here, so validation and OpenAPI cannot be forgotten. */
export class RouteTable {
  readonly routes: AnyRoute[] = [];

  register(app: FastifyInstance, routes: AnyRoute[]): void {
    for (const route of routes) {
      const { endpoint } = route;
      this.routes.push(route);
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(endpoint.maxBodyBytes && { bodyLimit: endpoint.maxBodyBytes }),
        handler: async (req, reply) => {
          const input = {
            params: parse(endpoint.params, req.params, 'path'),
            query: parse(endpoint.query, req.query, 'query'),
            body: parse(endpoint.body, req.body, endpoint.bodyFormat === 'json' ? 'file' : 'form'),
          };
          return route.handler(input, req, reply);
        },
      });
    }
  }
}
