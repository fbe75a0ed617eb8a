import type { FastifyRequest } from 'fastify';

/**
 * The route a request was answered by, as registered (`/c/m/json/playlist/:channelId/`), never the
 * raw URL: figures kept by route stay as few as the routes. Everything the not-found handler
 * answers (unknown paths, and the server-rendered pages) is one.
 */
export const routePattern = (req: FastifyRequest): string => req.routeOptions.url ?? '(unmatched)';
