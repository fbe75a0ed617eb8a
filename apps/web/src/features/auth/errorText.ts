import { AUTH_TEXT } from '@earshot/contract';
import { ApiError } from '../../api/client';

/** The log-in form's wording for a failed call: 'Server Error: …' for a non-ok answer. */
export function serverErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? error.message : AUTH_TEXT.logInServerError(error.message);
  return AUTH_TEXT.logInServerError(String(error));
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;
}
