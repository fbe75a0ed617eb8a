import { AUTH_TEXT } from './messages';
import { emailProblem } from './email';
import { ACCOUNT_LIMITS, type CalendarDate, GENDERS, ageOn, isRealDate, passwordLengthProblem } from './rules';

/** The sign-up form as posted: every field a string, as a browser sends it. */
export interface SignUpFields {
  email: string;
  password: string;
  password_verify: string;
  birth_month: string;
  birth_day: string;
  birth_year: string;
  zipcode: string;
  gender: string;
}

export function passwordProblems(password: string): string[] {
  if (!password) return [AUTH_TEXT.passwordRequired];
  const length = passwordLengthProblem(password);
  if (length === 'short') return [AUTH_TEXT.passwordTooShort(ACCOUNT_LIMITS.passwordMin)];
  if (length === 'long') return [AUTH_TEXT.passwordTooLong(ACCOUNT_LIMITS.passwordMax)];
  return [];
}

function birthDateOf(fields: SignUpFields): CalendarDate | null {
  const parts = [fields.birth_year, fields.birth_month, fields.birth_day];
  if (parts.some((p) => !/^\d{1,4}$/.test(p.trim()))) return null;
  const [year, month, day] = parts.map((p) => Number(p));
  return { year, month, day };
}

function birthDateProblem(fields: SignUpFields, today: CalendarDate): string | null {
  if (!fields.birth_year || !fields.birth_month || !fields.birth_day) return AUTH_TEXT.birthDateRequired;
  const birth = birthDateOf(fields);
  const oldest = today.year - ACCOUNT_LIMITS.birthYearsSpan;
  if (!birth || !isRealDate(birth) || birth.year < oldest || birth.year >= today.year) return AUTH_TEXT.birthDateInvalid;
  return ageOn(birth, today) < ACCOUNT_LIMITS.signUpMinAge ? AUTH_TEXT.tooYoung : null;
}

/** Every rule of the sign-up form (001 section 5), in form order; empty when the form is acceptable. */
export function signUpProblems(fields: SignUpFields, today: CalendarDate): string[] {
  const problems: string[] = [];
  const email = emailProblem(fields.email);
  if (email) problems.push(email);
  problems.push(...passwordProblems(fields.password));
  if (fields.password && fields.password !== fields.password_verify) problems.push(AUTH_TEXT.passwordsDoNotMatch);
  const birth = birthDateProblem(fields, today);
  if (birth) problems.push(birth);
  const zipcode = fields.zipcode.trim();
  if (zipcode && !new RegExp(`^\\d{1,${ACCOUNT_LIMITS.zipcodeMax}}$`).test(zipcode)) problems.push(AUTH_TEXT.zipcodeInvalid);
  if (!(GENDERS as readonly string[]).includes(fields.gender)) problems.push(AUTH_TEXT.genderRequired);
  return problems;
}
