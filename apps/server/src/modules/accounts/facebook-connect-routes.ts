import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../http/route';
import { requireUser } from '../../http/session';
import type { FacebookConnectService } from './facebook-connect';

const ok = { status: 'ok' as const };

export function facebookConnectRoutes(facebook: FacebookConnectService) {
  return [
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.connectFacebook,
      summary:
        'Connect a Facebook identity (a signed request, as log-in) to the logged-in account: Facebook log-in then reaches it. 409 facebook_in_use when another account has it, facebook_other_connected when this one has another; 400 facebook_request_invalid; 404 without a Facebook app',
      tags: ['accounts'],
      handler: async ({ body }, req) => {
        const auth = { userId: body['authResponse[userID]'], signedRequest: body['authResponse[signedRequest]'] };
        await facebook.connect(requireUser(req), auth, req.ip);
        return ok;
      },
    }),
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.disconnectFacebook,
      summary: 'Disconnect Facebook from the logged-in account; 409 facebook_only_way_in when it has no email and password to log in with',
      tags: ['accounts'],
      handler: async (_input, req) => {
        await facebook.disconnect(requireUser(req), req.ip);
        return ok;
      },
    }),
  ];
}
