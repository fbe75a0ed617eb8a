/** The longest path a visitor is sent back to after signing up. */
export const RETURN_PATH_MAX = 512;

/** The sign-up form's field, and the emailed link's query parameter, that carry where to go back to. */
export const RETURN_PATH_PARAM = 'return_to';

/**
 * Whether `value` is a place on this site to send a visitor back to once signed up (001 section 4:
 * "navigate back"): a path starting with one `/`. Never an absolute URL, `//host` or `/\host`
 * (browsers read both as another host), and no control characters (URL parsers drop tabs and line
 * breaks, which would turn `/\t/host` into `//host`). Anything else is refused: no open redirect.
 */
export function isReturnPath(value: string): boolean {
  return value.length <= RETURN_PATH_MAX && /^\/(?![/\\])/.test(value) && !/[\\\p{Cc}]/u.test(value);
}
