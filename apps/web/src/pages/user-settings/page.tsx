import { AUTH_TEXT, pageTitle } from '@earshot/contract';
import { PageMeta } from '../../lib/meta';
import { useUser } from '../../api/accounts';
import { openModal } from '../../features/modals/store';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { FacebookShareSetting } from './FacebookShareSetting';
import { PersonalStream } from './PersonalStream';
import '../../features/auth/auth.css';
import './user-settings.css';

/** /user_settings/: email, password, Facebook sharing, the personal stream key and account deletion. */
export default function UserSettingsPage() {
  const user = useUser();
  return (
    <div className="settings">
      <PageMeta title={pageTitle(AUTH_TEXT.settingsTitle)} description={AUTH_TEXT.settingsTitle} noindex />
      <h1>{AUTH_TEXT.settingsTitle}</h1>
      {!user.is_authenticated ? (
        <div className="settings-card">
          <p>{AUTH_TEXT.notLoggedIn}</p>
          <button type="button" className="button button--primary" onClick={() => openModal('login', {})}>
            {AUTH_TEXT.logInButton}
          </button>
        </div>
      ) : (
        <div className="settings__grid">
          {user.facebook_user ? (
            <p className="form-notice settings__wide">{AUTH_TEXT.socialNoCredentials}</p>
          ) : (
            <>
              <ChangeEmailForm current={user.email} />
              <ChangePasswordForm />
            </>
          )}
          <FacebookShareSetting initial={user.facebook_share} />
          {user.unique_id !== null && <PersonalStream userId={user.unique_id} />}
          <DeleteAccount />
        </div>
      )}
    </div>
  );
}
