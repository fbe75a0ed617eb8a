import { ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT, emailProblem, normalizeEmail } from '@earshot/contract';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { changeEmail, firstChangeError } from '../../features/auth/actions';
import { toast } from '../../features/toasts/store';
import { Field } from '../../ui/Field';
import { useHydrated } from '../../lib/useHydrated';

export function ChangeEmailForm({ current }: { current: string | null }) {
  const api = useApi();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [verify, setVerify] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address a confirmation link went to: the change waits for it, so the card keeps saying so. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const edit = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setMismatch(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email) ?? emailProblem(verify);
    if (problem) return setMismatch(problem);
    if (normalizeEmail(email) !== normalizeEmail(verify)) return setMismatch(ACCOUNT_SETTINGS_TEXT.emailsDoNotMatch);
    setBusy(true);
    try {
      const res = await changeEmail(api, email.trim(), verify.trim());
      if (res.success) {
        toast({ kind: 'success', message: ACCOUNT_SETTINGS_TEXT.emailChangeSent });
        setSentTo(email.trim());
        setEmail('');
        setVerify('');
      } else {
        toast({ kind: 'error', title: AUTH_TEXT.errorTitle, message: firstChangeError(res) ?? ACCOUNT_SETTINGS_TEXT.emailChangeFailure });
      }
    } catch {
      toast({ kind: 'error', title: AUTH_TEXT.errorTitle, message: ACCOUNT_SETTINGS_TEXT.emailChangeFailure });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="settings-card" noValidate onSubmit={submit} aria-labelledby="change-email-title">
      <h2 id="change-email-title">{ACCOUNT_SETTINGS_TEXT.changeEmailTitle}</h2>
      {current && <p className="settings-card__current">Current email: {current}</p>}
      {sentTo && (
        <p className="form-notice" role="status">
          {ACCOUNT_SETTINGS_TEXT.emailChangeCheckMail(sentTo, ACCOUNT_LIMITS.emailChangeLinkHours)}
        </p>
      )}
      <Field label={ACCOUNT_SETTINGS_TEXT.newEmail} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => edit(setEmail)(e.target.value)} />
      <Field
        label={ACCOUNT_SETTINGS_TEXT.confirmEmail}
        type="email"
        name="email_verify"
        autoComplete="email"
        required
        value={verify}
        error={mismatch}
        onChange={(e) => edit(setVerify)(e.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
        {busy ? 'Saving…' : 'Update email'}
      </button>
    </form>
  );
}
