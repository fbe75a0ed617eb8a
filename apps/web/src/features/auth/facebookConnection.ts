import { ACCOUNT_ENDPOINTS, type StatusResponse } from '@earshot/contract';
import type { ApiClient } from '../../api/client';
import type { SocialLogInFields } from './facebookSdk';

// Apart from actions.ts: only Account Settings' lazily loaded card calls these, and the log-in and
// sign-up pages' code should not carry them.

/** The logged-in account takes on the Facebook identity of the SDK's answer: refused (ApiError) when another account has it. */
export function connectFacebook(api: ApiClient, fields: SocialLogInFields): Promise<StatusResponse> {
  return api.call(ACCOUNT_ENDPOINTS.connectFacebook, { body: fields });
}

/** Refused (ApiError) when Facebook is the account's only way in. */
export function disconnectFacebook(api: ApiClient): Promise<StatusResponse> {
  return api.call(ACCOUNT_ENDPOINTS.disconnectFacebook);
}
