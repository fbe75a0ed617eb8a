import { AUTH_TEXT, RETURN_PATH_PARAM, isReturnPath, pageTitle } from '@earshot/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../api/query';
import { PageMeta } from '../../app/meta';
import { useHydrated } from '../../app/useHydrated';
import { confirmSignUp } from '../../features/auth/actions';
import { messageOf } from '../../features/auth/errorText';
import { toast } from '../../features/toasts/store';
import '../../features/auth/auth.css';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; text: string };

/**
 * /sign-up/confirm/:key/ — the link from the sign-up email. The account is made by a button, not
 * by opening the page, so a mail scanner that follows links cannot use the link up. Then the
 * visitor goes back to where they were before signing up (the link's `return_to`, a path on this
 * site only), or home.
 */
export default function SignUpConfirmPage() {
  const { key = '' } = useParams();
  const back = useSearchParams()[0].get(RETURN_PATH_PARAM);
  const api = useApi();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const finish = async () => {
    setStatus({ kind: 'loading' });
    try {
      const res = await confirmSignUp(api, queryClient, key);
      if (!res.is_valid) return setStatus({ kind: 'error', text: res.errors[0] ?? AUTH_TEXT.signUpLinkInvalid });
      toast({ kind: 'success', message: AUTH_TEXT.signUpComplete });
      void navigate(back !== null && isReturnPath(back) ? back : '/', { replace: true });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error, AUTH_TEXT.signUpLinkInvalid) });
    }
  };

  return (
    <div className="auth-page">
      <PageMeta title={pageTitle('Sign Up')} description={AUTH_TEXT.signUpConfirmTitle} noindex />
      <h1>{AUTH_TEXT.signUpConfirmTitle}</h1>
      <p>{AUTH_TEXT.signUpConfirmIntro}</p>
      {status.kind === 'error' && (
        <>
          <p className="field__error" role="alert">
            {status.text}
          </p>
          <p>
            <Link to="/sign-up/">Sign up again</Link> or <Link to="/log-in/">log in</Link>
          </p>
        </>
      )}
      <button
        type="button"
        className="button button--primary auth-form__submit"
        disabled={!hydrated || status.kind !== 'idle'}
        onClick={() => void finish()}
      >
        {status.kind === 'loading' ? AUTH_TEXT.signUpConfirmBusy : AUTH_TEXT.signUpConfirmButton}
      </button>
    </div>
  );
}
