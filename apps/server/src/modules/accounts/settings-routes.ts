import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../http/route';
import { endSession, requireUser, startSession } from '../../http/session';
import { presentChange } from './presenter';
import type { EmailChangeService } from './email-change';
import type { ResetService } from './reset';
import type { SettingsService } from './settings';

const ok = { status: 'ok' as const };

export function settingsRoutes(reset: ResetService, settings: SettingsService, emailChange: EmailChangeService) {
  return [
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.resetRequest,
      summary: 'Email a password-reset link; answers ok for every valid address, known or not',
      tags: ['accounts'],
      handler: async ({ body }, req, reply) => {
        const problem = await reset.request(body.email, req.ip);
        if (problem === null) return ok;
        reply.status(400);
        return { status: 'error' as const, message: problem };
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.recover,
      summary: 'Set a new password with an emailed reset key (single use); ends every session of the account',
      tags: ['accounts'],
      handler: async ({ params, body }, req) => {
        await reset.recover(params.key, body, req.ip);
        return ok;
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.changeEmail,
      summary: 'Ask to change the email address (logged in; not for Facebook accounts): a valid form mails a link to the new address, or a note when it has an account, and the answer is the same for both',
      tags: ['accounts'],
      handler: async ({ body }, req) => presentChange(await emailChange.request(requireUser(req), body, req.ip)),
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.changeEmailConfirm,
      summary: "Change the email with the link's key mailed to the new address (400 when the link is expired or used)",
      tags: ['accounts'],
      handler: async ({ body }, req) => {
        const result = await emailChange.confirm(body.key, req.ip);
        return presentChange('error' in result ? result.error : null);
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.changePassword,
      summary: 'Change the password (logged in; not for Facebook accounts); every session ends, this visitor continues on a new one',
      tags: ['accounts'],
      handler: async ({ body }, req, reply) => {
        const user = requireUser(req);
        const problem = await settings.changePassword(user, body);
        // A copy of the old cookie (a stolen one) must not outlive the password it was issued under.
        if (problem === null) await startSession(reply, user.id);
        return presentChange(problem);
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.settings,
      summary: 'Store an account setting (settingType=opengraph: share listening on Facebook)',
      tags: ['accounts'],
      handler: async ({ body }, req) => {
        await settings.setFacebookShare(requireUser(req), body.settingValue);
        return ok;
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.deleteAccount,
      summary: 'Delete the account for good; the visitor continues with a fresh anonymous session',
      tags: ['accounts'],
      handler: async (_input, req, reply) => {
        await settings.deleteAccount(requireUser(req));
        await endSession(req, reply);
        return ok;
      },
    }),
  ];
}
