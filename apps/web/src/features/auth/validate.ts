import { AUTH_TEXT, isEmail } from '@earshot/contract';

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return AUTH_TEXT.emailRequired;
  return isEmail(value) ? null : AUTH_TEXT.emailInvalid;
}

export function requiredProblem(value: string, message: string): string | null {
  return value ? null : message;
}
