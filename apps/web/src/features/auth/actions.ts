import {
  ACCOUNT_ENDPOINTS,
  type ChangeResponse,
  JSON_ANSWER,
  type LogInResponse,
  RETURN_PATH_PARAM,
  type SignUpFields,
  type SignUpResponse,
  type StatusResponse,
  isReturnPath,
} from '@earshot/contract';
import type { QueryClient } from '../../lib/query';
import type { ApiClient } from '../../api/client';
import type { SocialLogInFields } from './facebookSdk';
import { clearLoggedIn, markLoggedIn } from './loginMarker';
import { ANONYMOUS, authKeys } from '../../api/accounts';

/** After any log-in: remember it locally and refetch everything that depends on who is listening. */
async function authenticated(queryClient: QueryClient, userId: string): Promise<void> {
  markLoggedIn(userId);
  await queryClient.invalidateQueries();
}

/** After log-out or deletion: the anonymous state is set at once; AuthWatcher takes the visitor to /byebye/. */
export function forgetUser(queryClient: QueryClient): void {
  clearLoggedIn();
  queryClient.setQueryData(authKeys.user, ANONYMOUS);
}

export async function logIn(api: ApiClient, queryClient: QueryClient, email: string, password: string): Promise<LogInResponse> {
  const res = await api.call(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER, body: { email, password } });
  if (res.is_valid && res.user) await authenticated(queryClient, res.user.unique_id);
  return res;
}

export async function socialLogIn(api: ApiClient, queryClient: QueryClient, fields: SocialLogInFields): Promise<LogInResponse> {
  const res = await api.call(ACCOUNT_ENDPOINTS.socialLogIn, { body: fields });
  if (res.is_valid && res.user) await authenticated(queryClient, res.user.unique_id);
  return res;
}

/**
 * The sign-up form: valid means a mail is on its way (the account comes with its link). `returnTo`,
 * where the visitor was, rides in that link when it is a path on this site.
 */
export function signUp(api: ApiClient, fields: SignUpFields, returnTo: string | null = null): Promise<SignUpResponse> {
  const body = returnTo !== null && isReturnPath(returnTo) ? { ...fields, [RETURN_PATH_PARAM]: returnTo } : fields;
  return api.call(ACCOUNT_ENDPOINTS.signUp, { query: JSON_ANSWER, body });
}

/** The emailed link's key: creates the account and logs in. */
export async function confirmSignUp(api: ApiClient, queryClient: QueryClient, key: string): Promise<SignUpResponse> {
  const res = await api.call(ACCOUNT_ENDPOINTS.signUpConfirm, { body: { key } });
  if (res.is_valid && res.user) await authenticated(queryClient, res.user.unique_id);
  return res;
}

export async function logOut(api: ApiClient, queryClient: QueryClient): Promise<void> {
  await api.call(ACCOUNT_ENDPOINTS.logOutLink);
  forgetUser(queryClient);
}

export function requestPasswordReset(api: ApiClient, email: string): Promise<StatusResponse> {
  return api.call(ACCOUNT_ENDPOINTS.resetRequest, { body: { email } });
}

export function recoverPassword(api: ApiClient, key: string, password: string, passwordVerify: string): Promise<StatusResponse> {
  return api.call(ACCOUNT_ENDPOINTS.recover, { params: { key }, body: { key, password, password_verify: passwordVerify } });
}

/** Change calls report failure as `error: '{"__all__": [...]}'`; this returns the first message, if any. */
export function firstChangeError(res: ChangeResponse): string | null {
  if (res.success) return null;
  try {
    const parsed = JSON.parse(res.error ?? '') as { __all__?: unknown };
    const first = Array.isArray(parsed.__all__) ? parsed.__all__[0] : null;
    return typeof first === 'string' ? first : null;
  } catch {
    return null;
  }
}

/** The change-email form: success means a mail is on its way to the new address (the change comes with its link). */
export function changeEmail(api: ApiClient, email: string, emailVerify: string): Promise<ChangeResponse> {
  return api.call(ACCOUNT_ENDPOINTS.changeEmail, { query: JSON_ANSWER, body: { email, email_verify: emailVerify } });
}

/** The emailed link's key: the account's email becomes the new address. */
export async function confirmEmailChange(api: ApiClient, queryClient: QueryClient, key: string): Promise<ChangeResponse> {
  const res = await api.call(ACCOUNT_ENDPOINTS.changeEmailConfirm, { body: { key } });
  if (res.success) await queryClient.invalidateQueries({ queryKey: authKeys.user });
  return res;
}

export function changePassword(api: ApiClient, fields: { current_password: string; password: string; password_verify: string }): Promise<ChangeResponse> {
  return api.call(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER, body: fields });
}

export function saveFacebookShare(api: ApiClient, share: boolean): Promise<StatusResponse> {
  return api.call(ACCOUNT_ENDPOINTS.settings, { body: { settingType: 'opengraph', settingValue: share ? 'true' : 'false' } });
}

export async function deleteAccount(api: ApiClient): Promise<void> {
  await api.call(ACCOUNT_ENDPOINTS.deleteAccount);
}
