import { AUTH_TEXT, emailProblem } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { Field, PasswordField } from '../../ui/Field';
import { logIn } from './actions';
import { serverErrorText } from './errorText';
import { SocialLogIn } from './SocialLogIn';
import { requiredProblem } from './validate';
import './auth.css';
import { useHydrated } from '../../lib/useHydrated';

export interface LogInFormProps {
  /** A custom title from whoever opened the form (e.g. 'Ban a song or artist'). */
  message?: string;
  /** Opened 5 s after an anonymous channel launch: different benefits. */
  channelLaunch?: boolean;
  onSignUp?(): void;
  onForgotPassword(): void;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; text: string };

export function logInTitle(message?: string): string {
  return message ?? AUTH_TEXT.logInTitle;
}

/** The log-in form shared by /log-in/ and the log-in modal; each shows logInTitle() as its heading. */
export function LogInForm({ message, channelLaunch, onSignUp, onForgotPassword }: LogInFormProps) {
  const api = useApi();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const emailError = touched ? emailProblem(email) : null;
  const passwordError = touched ? requiredProblem(password, AUTH_TEXT.passwordRequired) : null;
  const benefits = channelLaunch ? AUTH_TEXT.channelLaunchBenefits : AUTH_TEXT.defaultBenefits;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailProblem(email) || !password) return;
    setStatus({ kind: 'loading' });
    try {
      const res = await logIn(api, queryClient, email.trim(), password);
      setStatus(res.is_valid ? { kind: 'success' } : { kind: 'error', text: AUTH_TEXT.logInError(res.error ?? AUTH_TEXT.wrongCredentials) });
    } catch (error) {
      setStatus({ kind: 'error', text: serverErrorText(error) });
    }
  };

  return (
    <div className="auth-form">
      {message && <p className="auth-form__note">{AUTH_TEXT.logInCustomNote}</p>}
      <ul className="auth-benefits">
        {benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <form className="auth-form__fields" noValidate onSubmit={submit}>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          showLabel={AUTH_TEXT.showPassword}
          hideLabel={AUTH_TEXT.hidePassword}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="button" className="text-button auth-form__forgot" onClick={onForgotPassword}>
          {AUTH_TEXT.forgotPassword}
        </button>
        {status.kind === 'error' && (
          <p className="field__error" role="alert">
            {status.text}
          </p>
        )}
        <button type="submit" className="button button--primary auth-form__submit" disabled={!hydrated || status.kind === 'loading' || status.kind === 'success'}>
          {status.kind === 'loading' ? 'Logging in…' : status.kind === 'success' ? 'Logged in' : AUTH_TEXT.logInButton}
        </button>
      </form>
      <p className="auth-form__switch">
        {AUTH_TEXT.noAccount}{' '}
        <Link to="/sign-up/" onClick={onSignUp}>
          {AUTH_TEXT.signUpLink}
        </Link>
      </p>
      <SocialLogIn />
    </div>
  );
}
