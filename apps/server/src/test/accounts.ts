import { createHmac } from 'node:crypto';
import { normalizeEmail, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import type { FastifyInstance } from 'fastify';
import { Visitor, outboxOf } from './app';
import { emailChangeKeyOf, newestMail, signUpKeyOf } from './mail';
import { ACCOUNT_MAIL_TEXT } from '../modules/accounts';

export const PASSWORD = 'correct horse battery';

let emails = 0;
/** A fresh address per call, so tests in one file never collide. */
export const uniqueEmail = (label = 'listener') => `${label}.${process.pid}.${++emails}@example.com`;

/** A sign-up form that passes every rule (born 1990-05-17, gender F, zipcode 10001). */
export function signUpFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    password_verify: PASSWORD,
    birth_month: '5',
    birth_day: '17',
    birth_year: '1990',
    zipcode: '10001',
    gender: 'F',
    ...overrides,
  };
}

/** A visitor that has been to the site once (so it holds session and CSRF cookies). */
export async function newVisitor(app: FastifyInstance, opts: { ip?: string } = {}): Promise<Visitor> {
  const visitor = new Visitor(app, opts);
  await visitor.get(ACCOUNT_ENDPOINTS.userStats.path);
  return visitor;
}

/** The sign-up form alone: its answer, and the fields it sent. */
export async function submitSignUp(visitor: Visitor, overrides: Record<string, string> = {}) {
  const fields = signUpFields(overrides);
  const res = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.signUp, { query: JSON_ANSWER }), fields);
  return { res, body: res.json(), email: fields.email, password: fields.password };
}

/** Mails in the outbox so far: pass it to the readers below to see only what came after. */
export async function outboxSize(app: FastifyInstance): Promise<number> {
  return (await outboxOf(app)).length;
}

/** The newest mail to `email` with this subject among those after the first `skip`, read as a mail client would. */
export async function newestMailTo(app: FastifyInstance, email: string, subject: string, skip = 0) {
  return newestMail((await outboxOf(app)).slice(skip), normalizeEmail(email), subject);
}

/** The key of the newest sign-up link mailed to `email` after the first `skip` mails, or null. */
export async function signUpKey(app: FastifyInstance, email: string, skip = 0): Promise<string | null> {
  return signUpKeyOf(await newestMailTo(app, email, ACCOUNT_MAIL_TEXT.signUpEmailSubject, skip));
}

export function confirmSignUp(visitor: Visitor, key: string) {
  return visitor.post(ACCOUNT_ENDPOINTS.signUpConfirm.path, { key });
}

/**
 * Sign-up as a listener does it: the form, then the emailed link opened by the same visitor. The
 * answer is the link's (the new account), or the form's when it was refused or no link came.
 */
export async function signUp(visitor: Visitor, overrides: Record<string, string> = {}) {
  const skip = await outboxSize(visitor.app);
  const submitted = await submitSignUp(visitor, overrides);
  const key = submitted.body.is_valid ? await signUpKey(visitor.app, submitted.email, skip) : null;
  if (!key) return submitted;
  const res = await confirmSignUp(visitor, key);
  return { ...submitted, res, body: res.json() };
}

/** A new visitor with a new account, logged in. */
export async function signedUpVisitor(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const visitor = await newVisitor(app);
  const { body, email, password } = await signUp(visitor, overrides);
  if (!body.is_valid) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { visitor, email, password, userId: body.user.unique_id as string };
}

/** The change-email form as the settings page sends it. */
export function requestEmailChange(visitor: Visitor, email: string, verify = email) {
  return visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changeEmail, { query: JSON_ANSWER }), { email, email_verify: verify });
}

/** The key of the newest change-email link mailed to `email` after the first `skip` mails, or null. */
export async function emailChangeKey(app: FastifyInstance, email: string, skip = 0): Promise<string | null> {
  return emailChangeKeyOf(await newestMailTo(app, email, ACCOUNT_MAIL_TEXT.emailChangeEmailSubject, skip));
}

export function confirmEmailChange(visitor: Visitor, key: string) {
  return visitor.post(ACCOUNT_ENDPOINTS.changeEmailConfirm.path, { key });
}

export function logIn(visitor: Visitor, email: string, password: string) {
  return visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER }), { email, password });
}

export async function whoAmI(visitor: Visitor) {
  return (await visitor.get(ACCOUNT_ENDPOINTS.userStats.path)).json() as { is_authenticated: boolean; unique_id: string | null; email: string | null; facebook_user: boolean };
}

/**
 * A Facebook signed request as the JS SDK hands it over: base64url(HMAC-SHA256(payload part, app
 * secret)) + '.' + base64url(payload JSON). Override any payload field to forge a bad one.
 */
export function facebookSignedRequest(appSecret: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', appSecret).update(body).digest('base64url');
  return `${signature}.${body}`;
}

/** The form POST /listener/fb-login/ receives from the web app. */
export function facebookForm(userId: string, signedRequest: string): Record<string, string> {
  return {
    e: '5183999',
    v: '6',
    'authResponse[userID]': userId,
    'authResponse[signedRequest]': signedRequest,
    'authResponse[accessToken]': 'EAAB-test-token',
    'authResponse[expiresIn]': '5183999',
    'authResponse[graphDomain]': 'facebook',
    'authResponse[data_access_expiration_time]': '1790000000',
  };
}
