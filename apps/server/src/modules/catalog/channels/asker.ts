import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../../http/session';
import type { Asker, MemberAsker } from './service';

/** The request's listener and client address, as channel lookups take them. */
export const askerOf = (req: FastifyRequest): Asker => ({ userId: req.user?.id ?? null, address: req.ip });

/** The same for a call only logged-in listeners make: 401 with `prompt` (the log-in modal's text) for anyone else. */
export const memberAskerOf = (req: FastifyRequest, prompt?: string): MemberAsker => ({ userId: requireUser(req, prompt).id, address: req.ip });
