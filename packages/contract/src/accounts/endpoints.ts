import { defineEndpoint } from '../endpoint';
import {
  changeEmailConfirmForm, changeEmailForm, changePasswordForm, changeResponse, demographics, legacyJsonQuery, logInForm, logInResponse,
  logOutResponse, recoverForm, resetRequestForm, settingsForm, signUpConfirmForm, signUpForm, signUpResponse, socialLogInForm, statusResponse,
  userStats,
} from './schemas';
import { z } from 'zod';

/** Account calls (spec section 7 and ARCHITECTURE.md section 4). The legacy forms answer JSON when asked with `?json=true`. */
export const ACCOUNT_ENDPOINTS = {
  logIn: defineEndpoint({ method: 'POST', path: '/listener/dj-login/2014/', query: legacyJsonQuery, body: logInForm, response: logInResponse }),
  signUp: defineEndpoint({ method: 'POST', path: '/listener/dj-signup/2014/', query: legacyJsonQuery, body: signUpForm, response: signUpResponse }),
  /** The link emailed after the sign-up form: it creates the account and logs in. */
  signUpConfirm: defineEndpoint({ method: 'POST', path: '/listener/dj-signup/confirm/', body: signUpConfirmForm, response: signUpResponse }),
  socialLogIn: defineEndpoint({ method: 'POST', path: '/listener/fb-login/', body: socialLogInForm, response: logInResponse }),
  /** Account Settings: the logged-in account takes on a Facebook identity (the same signed request as log-in); either way in reaches it afterwards. */
  connectFacebook: defineEndpoint({ method: 'POST', path: '/listener/fb-connect/', body: socialLogInForm, response: statusResponse }),
  /** Only while the account keeps another way in (its email and password). */
  disconnectFacebook: defineEndpoint({ method: 'POST', path: '/listener/fb-disconnect/', response: statusResponse }),
  /** A GET, so a plain link logs out too. */
  logOutLink: defineEndpoint({ method: 'GET', path: '/listener/all-logout/', response: logOutResponse }),
  logOut: defineEndpoint({ method: 'POST', path: '/listener/all-logout/', response: logOutResponse }),
  resetRequest: defineEndpoint({ method: 'POST', path: '/listener/dj-reset/', body: resetRequestForm, response: statusResponse }),
  recover: defineEndpoint({
    method: 'POST',
    path: '/listener/dj-recover/:key/',
    params: z.object({ key: z.string().max(512) }),
    body: recoverForm,
    response: statusResponse,
  }),
  changeEmail: defineEndpoint({ method: 'POST', path: '/listener/dj-changeemail/', query: legacyJsonQuery, body: changeEmailForm, response: changeResponse }),
  /** The link emailed to the new address after the change-email form: the change happens here. */
  changeEmailConfirm: defineEndpoint({ method: 'POST', path: '/listener/dj-changeemail/confirm/', body: changeEmailConfirmForm, response: changeResponse }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/listener/dj-changepassword/',
    query: legacyJsonQuery,
    body: changePasswordForm,
    response: changeResponse,
  }),
  settings: defineEndpoint({ method: 'POST', path: '/listener/dj-settings/', body: settingsForm, response: statusResponse }),
  deleteAccount: defineEndpoint({ method: 'POST', path: '/listener/dj-deleteaccount/', response: statusResponse }),
  userStats: defineEndpoint({ method: 'GET', path: '/listener/user-stats/', response: userStats }),
  demographics: defineEndpoint({ method: 'GET', path: '/listener/demographics/', response: demographics }),
} as const;

/** The query that asks the legacy account forms for JSON. */
export const JSON_ANSWER = { json: 'true' } as const;
