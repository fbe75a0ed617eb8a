import { FACEBOOK_CONNECT_TEXT, isFacebookOnly } from '@earshot/contract';
import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { authKeys, useUser } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { connectFacebook, disconnectFacebook } from '../../features/auth/facebookConnection';
import { facebookLogIn, socialLogInFields } from '../../features/auth/facebookSdk';
import { openModal } from '../../features/modals/store';
import { toast } from '../../features/toasts/store';
import { useClientEnv } from '../../lib/env';
import { useQueryClient } from '../../lib/query';
import { CONNECTED_LOG_INS_TEXT as TEXT } from './connectedLogInsText';

/** The server's own words for a refusal (the identity is another account's, too many tries), else `fallback`. */
const problemOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * Connects the listener's Facebook identity (the SDK's log-in dialog, then the server checks its
 * signed request) and disconnects it after asking. A refusal stays in the card until the next try.
 */
function useFacebookConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { fbAppId } = useClientEnv();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const connect = async () => {
    if (busy || !fbAppId) return;
    setBusy(true);
    setProblem(null);
    try {
      const auth = await facebookLogIn(fbAppId);
      // Closing Facebook's dialog is a change of mind, not a failure.
      if (!auth) return;
      await connectFacebook(api, socialLogInFields(auth));
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast({ kind: 'success', message: TEXT.connectedToast });
    } catch (error) {
      setProblem(problemOf(error, FACEBOOK_CONNECT_TEXT.failed));
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async () => {
    setProblem(null);
    try {
      await disconnectFacebook(api);
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast({ kind: 'success', message: TEXT.disconnectedToast });
    } catch (error) {
      setProblem(problemOf(error, TEXT.disconnectFailure));
    }
  };

  const confirmDisconnect = () =>
    openModal('confirm', { title: TEXT.disconnectTitle, message: TEXT.disconnectMessage, confirmLabel: TEXT.disconnect, onConfirm: disconnect });

  return { busy, problem, connect, confirmDisconnect };
}

/**
 * Account Settings' 'Ways to log in': which ways reach this account, and the button that connects or
 * disconnects Facebook. It is one button whose words change, so keyboard focus stays on it. An
 * account made with Facebook has no other way in: it is told why Facebook stays, with no button.
 */
export default function ConnectedLogInsCard() {
  const user = useUser();
  const { fbAppId } = useClientEnv();
  const { busy, problem, connect, confirmDisconnect } = useFacebookConnection();
  const connected = user.facebook_user;
  const canConnect = fbAppId !== null;
  return (
    <section className="settings-card connected-log-ins" aria-labelledby="connected-log-ins-title">
      <h2 id="connected-log-ins-title">{TEXT.title}</h2>
      <p>{TEXT.intro}</p>
      <dl className="connected-log-ins__list">
        <div className="connected-log-ins__item">
          <dt>{TEXT.emailAndPassword}</dt>
          <dd>{user.email ?? TEXT.notSetUp}</dd>
        </div>
        <div className="connected-log-ins__item">
          <dt>{TEXT.facebook}</dt>
          <dd>{connected ? TEXT.connected : TEXT.notConnected}</dd>
        </div>
      </dl>
      {isFacebookOnly(user) ? (
        <p className="form-notice">{FACEBOOK_CONNECT_TEXT.onlyWayIn}</p>
      ) : (
        (connected || canConnect) && (
          <button
            type="button"
            className={connected ? 'button button--secondary' : 'button button--primary'}
            aria-disabled={busy || undefined}
            onClick={() => (connected ? confirmDisconnect() : void connect())}
          >
            {connected ? TEXT.disconnect : busy ? TEXT.connecting : TEXT.connect}
          </button>
        )
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
