import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route';
import { endSession, refuseCrossSite, startSession } from '../../http/session';
import type { EventLog } from '../../metrics/events';
import { presentLogIn, presentSignUpConfirm, presentSignUpRequest } from './presenter';
import type { AccountService, LogInResult } from './service';
import type { SignUpService } from './sign-up';

/** A successful log-in rotates the session: new `sid`, new `csrftoken`, the old token forgotten. */
async function answerLogIn(result: LogInResult, reply: FastifyReply) {
  if ('userId' in result) await startSession(reply, result.userId);
  return presentLogIn(result);
}

async function logOut(req: FastifyRequest, reply: FastifyReply) {
  await endSession(req, reply);
  reply.header('cache-control', 'no-store');
  return { is_valid: true };
}

export function authRoutes(accounts: AccountService, signUp: SignUpService, events: EventLog) {
  return [
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.logIn,
      summary: 'Log in with email and password; on success the session token and CSRF token change',
      tags: ['accounts'],
      handler: async ({ body }, req, reply) => answerLogIn(await accounts.logIn(body, req.ip), reply),
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.signUp,
      summary: 'Check a sign-up form and email a link that finishes it (or, for a registered address, a note): the answer is the same either way',
      tags: ['accounts'],
      handler: async ({ body }, req) => presentSignUpRequest(await signUp.request(body, req.ip, body.return_to)),
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.signUpConfirm,
      summary: "Finish signing up with the emailed link's key: creates the account and logs in (400 when the link is expired or used)",
      tags: ['accounts'],
      handler: async ({ body }, req, reply) => {
        const result = await signUp.confirm(body.key, req.ip);
        if ('userId' in result) {
          await startSession(reply, result.userId);
          events.event(req.log, 'sign_up', { user: result.userId, via: 'email' });
        }
        return presentSignUpConfirm(result);
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.socialLogIn,
      summary: 'Log in with a Facebook signed request (404 when Facebook log-in is not configured)',
      tags: ['accounts'],
      handler: async ({ body }, req, reply) => {
        const result = await accounts.socialLogIn({
          userId: body['authResponse[userID]'],
          signedRequest: body['authResponse[signedRequest]'],
        });
        if ('userId' in result && result.signedUp) events.event(req.log, 'sign_up', { user: result.userId, via: 'facebook' });
        return answerLogIn(result, reply);
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.logOutLink,
      summary: 'Log out: the stored session ends and the visitor gets a fresh anonymous session',
      tags: ['accounts'],
      handler: async (_input, req, reply) => {
        refuseCrossSite(req); // a GET, so the CSRF header is not required; a cross-site one is still refused
        return logOut(req, reply);
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.logOut,
      summary: 'Log out (same as the GET, with the CSRF header)',
      tags: ['accounts'],
      handler: async (_input, req, reply) => logOut(req, reply),
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.userStats,
      summary: "The visitor's account: is_authenticated, unique_id, email, birth year, gender, zipcode, Facebook flags",
      tags: ['accounts'],
      handler: async (_input, req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return accounts.stats(req.user);
      },
    }),
  ];
}
