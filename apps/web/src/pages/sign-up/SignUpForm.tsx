import { AUTH_TEXT, GENDERS, MONTHS, type SignUpFields, birthYearOptions, daysInMonth, signUpProblems } from '@earshot/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { signUp } from '../../features/auth/actions';
import { serverErrorText } from '../../features/auth/errorText';
import { Field, FormErrors, PasswordField, SelectField } from '../../ui/Field';
import { useHydrated } from '../../lib/useHydrated';

const EMPTY: SignUpFields = {
  email: '',
  password: '',
  password_verify: '',
  birth_month: '',
  birth_day: '',
  birth_year: '',
  zipcode: '',
  gender: '',
};

function localToday() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { M: 'Male', F: 'Female' };

/**
 * Every field and rule of the spec's sign-up form; the server checks the same rules again. A valid
 * form is answered by email (`onSent` with the address), whose link brings the visitor back to
 * `returnTo` (where they were before signing up).
 */
export function SignUpForm({ onSent, returnTo = null }: { onSent(email: string): void; returnTo?: string | null }) {
  const api = useApi();
  const hydrated = useHydrated();
  const [fields, setFields] = useState<SignUpFields>(EMPTY);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof SignUpFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const today = localToday();
  const month = Number(fields.birth_month) || 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = signUpProblems(fields, today);
    setErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const email = fields.email.trim();
      const res = await signUp(api, { ...fields, email, zipcode: fields.zipcode.trim() }, returnTo);
      if (res.is_valid) onSent(email);
      else setErrors(res.errors);
    } catch (error) {
      setErrors([serverErrorText(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sign-up-form" noValidate onSubmit={submit}>
      <Field label="Email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={(e) => set('email')(e.target.value)} />
      <div className="sign-up-form__row">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={fields.password}
          showLabel={AUTH_TEXT.showPassword}
          hideLabel={AUTH_TEXT.hidePassword}
          onChange={(e) => set('password')(e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="password_verify"
          autoComplete="new-password"
          required
          value={fields.password_verify}
          showLabel={AUTH_TEXT.showPassword}
          hideLabel={AUTH_TEXT.hidePassword}
          onChange={(e) => set('password_verify')(e.target.value)}
        />
      </div>
      <fieldset className="sign-up-form__birth">
        <legend className="field__label">Date of birth</legend>
        <SelectField
          label="Month"
          name="birth_month"
          placeholder="Month"
          required
          value={fields.birth_month}
          options={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
          onChange={set('birth_month')}
        />
        <SelectField
          label="Day"
          name="birth_day"
          placeholder="Day"
          required
          value={fields.birth_day}
          options={Array.from({ length: daysInMonth(month) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          onChange={set('birth_day')}
        />
        <SelectField
          label="Year"
          name="birth_year"
          placeholder="Year"
          required
          value={fields.birth_year}
          options={birthYearOptions(today.year).map((y) => ({ value: String(y), label: String(y) }))}
          onChange={set('birth_year')}
        />
      </fieldset>
      <div className="sign-up-form__row">
        <Field label="Zip code" name="zipcode" inputMode="numeric" autoComplete="postal-code" value={fields.zipcode} onChange={(e) => set('zipcode')(e.target.value)} />
        <fieldset className="sign-up-form__gender">
          <legend className="field__label">Gender</legend>
          {GENDERS.map((g) => (
            <label key={g} className="radio">
              <input type="radio" name="gender" value={g} required checked={fields.gender === g} onChange={() => set('gender')(g)} />
              {GENDER_LABELS[g]}
            </label>
          ))}
        </fieldset>
      </div>
      <FormErrors errors={errors} />
      <p className="sign-up-form__terms">
        By signing up you agree to the <Link to="/page/terms-of-service/">Terms of Service</Link> and{' '}
        <Link to="/page/privacy-policy/">Privacy Policy</Link>.
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={!hydrated || busy}>
        {busy ? 'Signing up…' : AUTH_TEXT.signUpButton}
      </button>
    </form>
  );
}
