/** Account rules shared by the forms and the server, so both refuse the same input with the same words. */
export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  /** Long passphrases are welcome; the cap only bounds hashing work. */
  passwordMax: 1024,
  emailMax: 254,
  zipcodeMax: 10,
  signUpMinAge: 13,
  birthYearsSpan: 109,
  sessionIdleDays: 30,
  sessionAbsoluteDays: 180,
  resetTokenMinutes: 60,
  signUpLinkHours: 24,
  emailChangeLinkHours: 24,
  socialRequestMaxAgeSeconds: 3600,
  /** Log-in, sign-up and reset attempts allowed per window, per client IP and per account (email). */
  authAttemptsPerIp: 30,
  authAttemptsPerAccount: 10,
  authWindowMinutes: 15,
} as const;

/** An account made by a Facebook log-in: no email and password, so Facebook is its only way in. */
export const isFacebookOnly = (user: { facebook_user: boolean; email: string | null }) => user.facebook_user && user.email === null;

export const GENDERS = ['M', 'F'] as const;

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** The day list of the sign-up form: 30 for Apr, Jun, Sep, Nov; 29 for Feb; otherwise 31 (month 1–12). */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Birth years offered: last year back 109 years, newest first. */
export function birthYearOptions(currentYear: number): number[] {
  return Array.from({ length: ACCOUNT_LIMITS.birthYearsSpan }, (_, i) => currentYear - 1 - i);
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Whole years between a birth date and a day. The birthday counts once its month and day are
 * reached, so someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function todayUtc(now: Date = new Date()): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** Length rules only; the server also refuses the most common passwords. */
export function passwordLengthProblem(password: string): 'short' | 'long' | null {
  const length = [...password].length;
  if (length < ACCOUNT_LIMITS.passwordMin) return 'short';
  if (length > ACCOUNT_LIMITS.passwordMax) return 'long';
  return null;
}
