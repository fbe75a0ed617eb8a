import { AUTH_TEXT } from './messages';
import { ACCOUNT_LIMITS } from './rules';

/**
 * One mailbox, in the grammar of the WHATWG `input type=email`, and (as before) with a dot in the
 * domain, since a dotless one is not deliverable on the internet. No display name, comma, angle
 * bracket, quote, space, control or non-ASCII character: the address a mail goes to is exactly
 * the address stored, whatever a mail library would make of the string.
 */
const MAILBOX =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The length is checked first, so the pattern never runs on a long string. */
export function isEmail(value: string): boolean {
  return value.length <= ACCOUNT_LIMITS.emailMax && MAILBOX.test(value);
}

/**
 * How an address is stored, looked up and mailed: trimmed, and lower-cased whole (mail providers
 * ignore the case of the local part too). Every stored address was lower-cased this way since the
 * first sign-up, so existing accounts keep logging in whatever case is typed.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** What is wrong with an address as typed, in the words every form and the server use; null when it is one mailbox. */
export function emailProblem(value: string): string | null {
  const email = normalizeEmail(value);
  if (!email) return AUTH_TEXT.emailRequired;
  return isEmail(email) ? null : AUTH_TEXT.emailInvalid;
}
