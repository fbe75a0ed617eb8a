import { z } from 'zod';
import { RETURN_PATH_MAX, isReturnPath } from './return-path';

/** A form field as browsers send it; missing means empty, so the rules (not the parser) word the error. */
const field = z.string().max(4096).default('');

/** The legacy calls may carry `?json=true`; it is accepted and changes nothing (every answer is JSON). */
export const legacyJsonQuery = z.object({ json: z.string().max(8).optional() });

export const logInForm = z.object({ email: field, password: field });
export const signUpForm = z.object({
  email: field,
  password: field,
  password_verify: field,
  birth_month: field,
  birth_day: field,
  birth_year: field,
  zipcode: field,
  gender: field,
  /** Where the visitor was before signing up; the emailed link brings them back there. Empty: home. */
  return_to: z
    .string()
    .max(RETURN_PATH_MAX)
    .refine((value) => value === '' || isReturnPath(value), 'must be a path on this site')
    .default(''),
});
export const signUpConfirmForm = z.object({ key: field });
export const resetRequestForm = z.object({ email: field });
export const recoverForm = z.object({ key: field, password: field, password_verify: field });
export const changeEmailForm = z.object({ email: field, email_verify: field });
export const changeEmailConfirmForm = z.object({ key: field });
export const changePasswordForm = z.object({ current_password: field, password: field, password_verify: field });
export const settingsForm = z.object({
  settingType: z.literal('opengraph'),
  settingValue: z.enum(['true', 'false', '1', '0']),
});

/** POST /listener/fb-login/: the SDK's authResponse, flattened the way jQuery-style forms send it. */
export const socialLogInForm = z.object({
  e: z.string().max(64).default(''),
  v: z.literal('6'),
  'authResponse[userID]': z.string().regex(/^\d{1,32}$/, 'must be a numeric user id'),
  'authResponse[signedRequest]': z.string().min(1).max(4096),
  'authResponse[accessToken]': z.string().max(4096).default(''),
  'authResponse[expiresIn]': z.string().max(32).default(''),
  'authResponse[graphDomain]': z.string().max(64).default(''),
  'authResponse[data_access_expiration_time]': z.string().max(32).default(''),
});

export const userRef = z.object({ unique_id: z.string() });

/** Log-in and social log-in answer: failures are `is_valid: false` with a message, not an HTTP error. */
export const logInResponse = z.object({ is_valid: z.boolean(), user: userRef.nullable(), error: z.string().nullable() });
export type LogInResponse = z.infer<typeof logInResponse>;

/**
 * The form's answer is alike for a new and a registered address (`pending: true`, the rest comes by
 * email); the confirm call's answer carries the new account (`pending: false`).
 */
export const signUpResponse = z.object({
  is_valid: z.boolean(),
  user: userRef.nullable(),
  errors: z.array(z.string()),
  pending: z.boolean(),
});
export type SignUpResponse = z.infer<typeof signUpResponse>;

export const logOutResponse = z.object({ is_valid: z.boolean() });

/** Change email / password: `error` is a JSON string `{"__all__": [messages]}` (spec 001 section 7). */
export const changeResponse = z.object({ success: z.boolean(), error: z.string().optional() });
export type ChangeResponse = z.infer<typeof changeResponse>;

export const statusResponse = z.object({ status: z.enum(['ok', 'error']), message: z.string().optional() });
export type StatusResponse = z.infer<typeof statusResponse>;

/** User stats with the server payload names of spec 000 section 3 (demographics come separately). */
export const userStats = z.object({
  is_authenticated: z.boolean(),
  unique_id: z.string().nullable(),
  email: z.string().nullable(),
  u_by: z.number().int().nullable().describe('birth year'),
  u_gen: z.enum(['M', 'F']).nullable(),
  zipcode: z.string().nullable(),
  facebook_user: z.boolean(),
  facebook_share: z.boolean(),
});
export type UserStats = z.infer<typeof userStats>;

export const demographics = z.object({
  ip: z.string(),
  country: z.string().nullable(),
  country_iso: z.string().nullable(),
  user_city_name: z.string().nullable(),
  user_subdivisions: z.string().nullable(),
  subdivisions_iso: z.string().nullable(),
  user_metro_code: z.number().int().nullable(),
  metro: z.number().int().nullable(),
  postal_code: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Demographics = z.infer<typeof demographics>;
