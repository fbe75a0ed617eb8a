import {
  ACCOUNT_PATHS, changeEmailConfirmForm, changeEmailForm, changePasswordForm, changeResponse, legacyJsonQuery, recoverForm, resetRequestForm,
  settingsForm, statusResponse,
} from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { endSession, requireUser, startSession } from '../../http/session';
import { presentChange } from './presenter';
import type { EmailChangeService } from './email-change';
import type { ResetService } from './reset';
import type { SettingsService } from './settings';

/** The recover path with a Fastify parameter, derived from the contract's path builder. */
const RECOVER_URL = ACCOUNT_PATHS.recover('KEY').replace('KEY', ':key');

const ok = { status: 'ok' as const };

export function settingsRoutes(reset: ResetService, settings: SettingsService, emailChange: EmailChangeService) {
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
      summary: 'Ask to change the email address (logged in; not for Facebook accounts): a valid form mails a link to the new address, or a note when it has an account, and the answer is the same for both',
      tags: ['accounts'],
      query: legacyJsonQuery,
      body: changeEmailForm,
      response: changeResponse,
      handler: async ({ body }, req) => presentChange(await emailChange.request(requireUser(req), body, req.ip)),
    }),
    defineRoute({
      method: 'POST',
      url: ACCOUNT_PATHS.changeEmailConfirm,
      summary: "Change the email with the link's key mailed to the new address (400 when the link is expired or used)",
      tags: ['accounts'],
      body: changeEmailConfirmForm,
      response: changeResponse,
      handler: async ({ body }, req) => {
        const result = await emailChange.confirm(body.key, req.ip);
        return presentChange('error' in result ? result.error : null);
      },
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
