import { withoutStreamKey } from '@earshot/contract';
import type { FastifyRequest } from 'fastify';

/**
 * What each request's log line says of it: fastify's own fields, but a personal stream's key taken
 * out of the path (anyone who reads the logs could otherwise listen as that listener).
 */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: withoutStreamKey(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
