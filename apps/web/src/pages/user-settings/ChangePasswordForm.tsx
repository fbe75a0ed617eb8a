import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, passwordProblems } from '@earshot/contract';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { changePassword, firstChangeError } from '../../features/auth/actions';
import { toast } from '../../features/toasts/store';
import { PasswordField } from '../../ui/Field';
import { useHydrated } from '../../lib/useHydrated';

const EMPTY = { current_password: '', password: '', password_verify: '' };

export function ChangePasswordForm() {
  const api = useApi();
  const hydrated = useHydrated();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = (name: keyof typeof EMPTY) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.current_password) return setProblem(AUTH_TEXT.passwordRequired);
    const rule = passwordProblems(fields.password)[0];
    if (rule) return setProblem(rule);
    if (fields.password !== fields.password_verify) return setProblem(ACCOUNT_SETTINGS_TEXT.passwordsDoNotMatchInline);
    setBusy(true);
    try {
      const res = await changePassword(api, fields);
      if (res.success) {
        toast({ kind: 'success', message: ACCOUNT_SETTINGS_TEXT.passwordUpdated });
        setFields(EMPTY);
      } else {
        toast({ kind: 'error', title: AUTH_TEXT.errorTitle, message: firstChangeError(res) ?? ACCOUNT_SETTINGS_TEXT.passwordChangeFailure });
      }
    } catch {
      toast({ kind: 'error', title: AUTH_TEXT.errorTitle, message: ACCOUNT_SETTINGS_TEXT.passwordChangeFailure });
    } finally {
      setBusy(false);
    }
  };

  const passwordField = (name: keyof typeof EMPTY, label: string, autoComplete: string, error?: string | null) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      value={fields[name]}
      error={error}
      showLabel={AUTH_TEXT.showPassword}
      hideLabel={AUTH_TEXT.hidePassword}
      onChange={(e) => edit(name)(e.target.value)}
    />
  );

  return (
    <form className="settings-card" noValidate onSubmit={submit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{ACCOUNT_SETTINGS_TEXT.changePasswordTitle}</h2>
      {passwordField('current_password', ACCOUNT_SETTINGS_TEXT.currentPassword, 'current-password')}
      {passwordField('password', ACCOUNT_SETTINGS_TEXT.newPassword, 'new-password')}
      {passwordField('password_verify', ACCOUNT_SETTINGS_TEXT.confirmPassword, 'new-password', problem)}
      <button type="submit" className="button button--primary" disabled={!hydrated || busy}>
        {busy ? 'Saving…' : 'Update password'}
      </button>
    </form>
  );
}
