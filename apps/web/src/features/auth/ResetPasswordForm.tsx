import { AUTH_TEXT, emailProblem } from '@earshot/contract';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { Field } from '../../ui/Field';
import { requestPasswordReset } from './actions';
import { messageOf } from './errorText';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'sent' } | { kind: 'error'; text: string };

/** The reset-password modal's body: one email field; the success message replaces the form. */
export function ResetPasswordForm() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const problem = touched ? emailProblem(email) : null;

  if (status.kind === 'sent') {
    return (
      <p className="form-notice" role="status">
        {AUTH_TEXT.resetSuccess}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailProblem(email)) return;
    setStatus({ kind: 'loading' });
    try {
      const res = await requestPasswordReset(api, email.trim());
      setStatus(res.status === 'ok' ? { kind: 'sent' } : { kind: 'error', text: res.message ?? AUTH_TEXT.resetFailure });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error, AUTH_TEXT.resetFailure) });
    }
  };

  return (
    <form className="auth-form__fields" noValidate onSubmit={submit}>
      <Field label="Email" name="email" type="email" autoComplete="email" value={email} error={problem} onChange={(e) => setEmail(e.target.value)} />
      {status.kind === 'error' && (
        <p className="field__error" role="alert">
          {status.text}
        </p>
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={status.kind === 'loading'}>
        {status.kind === 'loading' ? 'Sending…' : AUTH_TEXT.resetButton}
      </button>
    </form>
  );
}
