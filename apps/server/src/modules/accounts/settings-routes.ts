import {
  ACCOUNT_PATHS, changeEmailForm, changePasswordForm, changeResponse, legacyJsonQuery, recoverForm, resetRequestForm,
  settingsForm, statusResponse,
} from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { endSession, requireUser, startSession } from '../../http/session';
import { presentChange } from './presenter';
import type { ResetService } from './reset';
import type { SettingsService } from './settings';

/** The recover path with a Fastify parameter, derived from the contract's path builder. */
const RECOVER_URL = ACCOUNT_PATHS.recover('KEY').replace('KEY', ':key');

const ok = { status: 'ok' as const };

export function settingsRoutes(reset: ResetService, settings: SettingsService) {
  return [
    defineRoute({
      method: 'POST',
      url: ACCOUNT_PATHS.resetRequest,
      summary: 'Email a password-reset link; answers ok for every valid address, known or not',
      tags: ['accounts'],
      body: resetRequestForm,
      response: statusResponse,
      handler: async ({ body }, req, reply) => {
        const problem = await reset.request(body.email, req.ip);
        if (problem === null) return ok;
        reply.status(400);
        return { status: 'error' as const, message: problem };
      },
    }),
    defineRoute({
      method: 'POST',
      url: RECOVER_URL,
      summary: 'Set a new password with an emailed reset key (single use); ends every session of the account',
      tags: ['accounts'],
      params: z.object({ key: z.string().max(512) }),
      body: recoverForm,
      response: statusResponse,
      handler: async ({ params, body }, req) => {
        await reset.recover(params.key, body, req.ip);
        return ok;
      },
    }),
    defineRoute({
      method: 'POST',
      url: ACCOUNT_PATHS.changeEmail,
      summary: 'Change the email address (logged in; not for Facebook accounts)',
      tags: ['accounts'],
      query: legacyJsonQuery,
      body: changeEmailForm,
      response: changeResponse,
      handler: async ({ body }, req) => presentChange(await settings.changeEmail(requireUser(req), body)),
    }),
    defineRoute({
      method: 'POST',
      url: ACCOUNT_PATHS.changePassword,
      summary: 'Change the password (logged in; not for Facebook accounts); every session ends, this visitor continues on a new one',
      tags: ['accounts'],
      query: legacyJsonQuery,
      body: changePasswordForm,
      response: changeResponse,
      handler: async ({ body }, req, reply) => {
        const user = requireUser(req);
        const problem = await settings.changePassword(user, body);
        // A copy of the old cookie (a stolen one) must not outlive the password it was issued under.
        if (problem === null) await startSession(reply, user.id);
        return presentChange(problem);
      },
    }),
    defineRoute({
      method: 'POST',
      url: ACCOUNT_PATHS.settings,
      summary: 'Store an account setting (settingType=opengraph: share listening on Facebook)',
      tags: ['accounts'],
      body: settingsForm,
      response: statusResponse,
      handler: async ({ body }, req) => {
        await settings.setFacebookShare(requireUser(req), body.settingValue);
        return ok;
      },
    }),
    defineRoute({
      method: 'POST',
      url: ACCOUNT_PATHS.deleteAccount,
      summary: 'Delete the account for good; the visitor continues with a fresh anonymous session',
      tags: ['accounts'],
      response: statusResponse,
      handler: async (_input, req, reply) => {
        await settings.deleteAccount(requireUser(req));
        await endSession(req, reply);
        return ok;
      },
    }),
  ];
}
