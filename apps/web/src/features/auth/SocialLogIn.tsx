import { AUTH_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { useClientEnv } from '../../lib/env';
import { socialLogIn } from './actions';
import { facebookLogIn, socialLogInFields } from './facebookSdk';

/** 'or' and the Facebook button, with its errors beneath; absent when no app id is configured. */
export function SocialLogIn() {
  const { fbAppId } = useClientEnv();
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!fbAppId) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const auth = await facebookLogIn(fbAppId);
      if (auth) {
        const res = await socialLogIn(api, queryClient, socialLogInFields(auth));
        if (!res.is_valid) setError(res.error ?? AUTH_TEXT.socialFailed);
      }
    } catch {
      setError(AUTH_TEXT.socialFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="social-login">
      <p className="social-login__or">
        <span>{AUTH_TEXT.or}</span>
      </p>
      <button type="button" className="button social-login__button" disabled={busy} onClick={() => void start()}>
        {AUTH_TEXT.socialButton}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
