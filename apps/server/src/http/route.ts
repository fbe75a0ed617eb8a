import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errors } from './errors';

type Method = 'GET' | 'POST' | 'DELETE';

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: Method;
  /** Fastify path syntax (`:id`). */
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  handler: (
    input: { params: z.infer<P>; query: z.infer<Q>; body: z.infer<B> },
    req: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.infer<R>>;
}

export type AnyRoute = RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** Typed identity: lets each module declare routes whose handlers are checked against their schemas. */
export function defineRoute<P extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown, R extends z.ZodType = z.ZodType>(
  spec: RouteSpec<P, Q, B, R>,
): AnyRoute {
  return spec as unknown as AnyRoute;
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string): z.infer<T> {
  if (!schema) return value as z.infer<T>;
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
      this.routes.push(route);
      app.route({
        method: route.method,
        url: route.url,
        handler: async (req, reply) => {
          const input = {
            params: parse(route.params, req.params, 'path'),
            query: parse(route.query, req.query, 'query'),
            body: parse(route.body, req.body, 'form'),
          };
          return route.handler(input, req, reply);
        },
      });
    }
  }
}
