import { AUTH_TEXT, pageTitle } from '@earshot/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../api/query';
import { PageMeta } from '../../app/meta';
import { useHydrated } from '../../app/useHydrated';
import { confirmEmailChange, firstChangeError } from '../../features/auth/actions';
import { messageOf } from '../../features/auth/errorText';
import { toast } from '../../features/toasts/store';
import '../../features/auth/auth.css';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; text: string };

/**
 * /change-email/confirm/:key/ — the link mailed to a new address from Account Settings. The change
 * is made by a button, not by opening the page, so a mail scanner that follows links cannot use it up.
 */
export default function ChangeEmailConfirmPage() {
  const { key = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const finish = async () => {
    setStatus({ kind: 'loading' });
    try {
      const res = await confirmEmailChange(api, queryClient, key);
      if (!res.success) return setStatus({ kind: 'error', text: firstChangeError(res) ?? AUTH_TEXT.emailChangeLinkInvalid });
      toast({ kind: 'success', message: AUTH_TEXT.emailUpdated });
      void navigate('/user_settings/', { replace: true });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error, AUTH_TEXT.emailChangeLinkInvalid) });
    }
  };

  return (
    <div className="auth-page">
      <PageMeta title={pageTitle(AUTH_TEXT.settingsTitle)} description={AUTH_TEXT.emailChangeConfirmTitle} noindex />
      <h1>{AUTH_TEXT.emailChangeConfirmTitle}</h1>
      <p>{AUTH_TEXT.emailChangeConfirmIntro}</p>
      {status.kind === 'error' && (
        <>
          <p className="field__error" role="alert">
            {status.text}
          </p>
          <p>
            <Link to="/user_settings/">{AUTH_TEXT.settingsTitle}</Link>
          </p>
        </>
      )}
      <button
        type="button"
        className="button button--primary auth-form__submit"
        disabled={!hydrated || status.kind !== 'idle'}
        onClick={() => void finish()}
      >
        {status.kind === 'loading' ? AUTH_TEXT.emailChangeConfirmBusy : AUTH_TEXT.emailChangeConfirmButton}
      </button>
    </div>
  );
}
