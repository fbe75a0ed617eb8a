import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from './messages';
import { ageOn, birthYearOptions, daysInMonth, isRealDate, passwordLengthProblem } from './rules';
import { type SignUpFields, signUpProblems } from './sign-up';

const today = { year: 2026, month: 11, day: 26 };
const valid: SignUpFields = {
  email: 'ada@example.com',
  password: 'violet-harbor-9',
  password_verify: 'violet-harbor-9',
  birth_month: '11',
  birth_day: '26',
  birth_year: '2013',
  zipcode: '02139',
  gender: 'F',
};

describe('age', () => {
  it('is 13 on the 13th birthday and 12 the day before', () => {
    expect(ageOn({ year: 2013, month: 11, day: 26 }, today)).toBe(13);
    expect(ageOn({ year: 2013, month: 11, day: 27 }, today)).toBe(12);
    expect(ageOn({ year: 2013, month: 12, day: 1 }, today)).toBe(12);
  });

  it('turns someone born on 29 February a year older on 1 March in common years, and on the day in leap years', () => {
    const leapling = { year: 2012, month: 2, day: 29 };
    expect(ageOn(leapling, { year: 2025, month: 2, day: 28 })).toBe(12);
    expect(ageOn(leapling, { year: 2025, month: 3, day: 1 })).toBe(13);
    expect(ageOn(leapling, { year: 2028, month: 2, day: 29 })).toBe(16);
  });
});

describe('the sign-up form rules', () => {
  it('accepts a complete form from someone who is exactly 13 today', () => {
    expect(signUpProblems(valid, today)).toEqual([]);
  });

  it('refuses someone one day short of 13', () => {
    expect(signUpProblems({ ...valid, birth_day: '27' }, today)).toEqual([AUTH_TEXT.tooYoung]);
  });

  it('lists every missing required field', () => {
    const empty = { email: '', password: '', password_verify: '', birth_month: '', birth_day: '', birth_year: '', zipcode: '', gender: '' };
    expect(signUpProblems(empty, today)).toEqual([
      AUTH_TEXT.emailRequired,
      AUTH_TEXT.passwordRequired,
      AUTH_TEXT.birthDateRequired,
      AUTH_TEXT.genderRequired,
    ]);
  });

  it('words each broken rule', () => {
    expect(signUpProblems({ ...valid, email: 'ada@example' }, today)).toEqual([AUTH_TEXT.emailInvalid]);
    expect(signUpProblems({ ...valid, password_verify: 'violet-harbor-8' }, today)).toEqual([AUTH_TEXT.passwordsDoNotMatch]);
    expect(signUpProblems({ ...valid, zipcode: '02l39' }, today)).toEqual([AUTH_TEXT.zipcodeInvalid]);
    expect(signUpProblems({ ...valid, zipcode: '' }, today)).toEqual([]);
    expect(signUpProblems({ ...valid, gender: 'X' }, today)).toEqual([AUTH_TEXT.genderRequired]);
    expect(signUpProblems({ ...valid, password: 'short12', password_verify: 'short12' }, today)).toEqual([AUTH_TEXT.passwordTooShort(8)]);
  });

  it('refuses dates that do not exist and years outside the offered range', () => {
    expect(signUpProblems({ ...valid, birth_month: '4', birth_day: '31', birth_year: '2000' }, today)).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(signUpProblems({ ...valid, birth_month: '2', birth_day: '29', birth_year: '2001' }, today)).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(signUpProblems({ ...valid, birth_month: '2', birth_day: '29', birth_year: '2000' }, today)).toEqual([]);
    expect(signUpProblems({ ...valid, birth_year: String(today.year - 110) }, today)).toEqual([AUTH_TEXT.birthDateInvalid]);
    expect(signUpProblems({ ...valid, birth_year: String(today.year - 109) }, today)).toEqual([]);
  });
});

describe('form helpers', () => {
  it('offers 30 days for Apr, Jun, Sep and Nov, 29 for Feb and 31 otherwise', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(daysInMonth)).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('offers birth years from last year back 109 years', () => {
    const years = birthYearOptions(2026);
    expect(years).toHaveLength(109);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1917);
  });

  it('checks real dates and password length by characters, not bytes', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(passwordLengthProblem('1234567')).toBe('short');
    expect(passwordLengthProblem('12345678')).toBeNull();
    expect(passwordLengthProblem('🎵🎶🎷🎸🎹🎺🎻')).toBe('short');
  });
});
