import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, LIMITS, pageTitle } from '@earshot/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { PageMeta } from '../../lib/meta';
import { recoverPassword } from '../../features/auth/actions';
import { messageOf } from '../../features/auth/errorText';
import { toast } from '../../features/toasts/store';
import { PasswordField } from '../../ui/Field';
import '../../features/auth/auth.css';
import { useHydrated } from '../../lib/useHydrated';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; text: string };

/** /reset-password/:key/ — the link from the reset email: pick a new password, then log in. */
export default function ResetPasswordPage() {
  const { key = '' } = useParams();
  const api = useApi();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/log-in/'), LIMITS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [status.kind, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !verify) return setStatus({ kind: 'error', text: AUTH_TEXT.passwordRequired });
    if (password !== verify) return setStatus({ kind: 'error', text: ACCOUNT_SETTINGS_TEXT.passwordsDoNotMatchInline });
    setStatus({ kind: 'loading' });
    try {
      await recoverPassword(api, key, password, verify);
      setStatus({ kind: 'success' });
    } catch (error) {
      // 001 section 8: the toast, and inline the reason when the server gave one (e.g. a used link).
      toast({ kind: 'error', message: AUTH_TEXT.newPasswordFailure });
      setStatus({ kind: 'error', text: messageOf(error, AUTH_TEXT.newPasswordFailure) });
    }
  };

  return (
    <div className="auth-page">
      <PageMeta title={pageTitle('Reset Password')} description={AUTH_TEXT.newPasswordTitle} noindex />
      <h1>{AUTH_TEXT.newPasswordTitle}</h1>
      {status.kind === 'success' ? (
        <p className="form-notice" role="status">
          {AUTH_TEXT.newPasswordSuccess}
        </p>
      ) : (
        <form className="auth-form__fields" noValidate onSubmit={submit}>
          <PasswordField
            label={ACCOUNT_SETTINGS_TEXT.newPassword}
            name="password"
            autoComplete="new-password"
            value={password}
            showLabel={AUTH_TEXT.showPassword}
            hideLabel={AUTH_TEXT.hidePassword}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={ACCOUNT_SETTINGS_TEXT.confirmPassword}
            name="password_verify"
            autoComplete="new-password"
            value={verify}
            showLabel={AUTH_TEXT.showPassword}
            hideLabel={AUTH_TEXT.hidePassword}
            onChange={(e) => setVerify(e.target.value)}
          />
          {status.kind === 'error' && (
            <p className="field__error" role="alert">
              {status.text}
            </p>
          )}
          <button type="submit" className="button button--primary auth-form__submit" disabled={!hydrated || status.kind === 'loading'}>
            {status.kind === 'loading' ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      )}
    </div>
  );
}
