import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, isFacebookOnly, pageTitle } from '@earshot/contract';
import { lazy, Suspense } from 'react';
import { PageMeta } from '../../lib/meta';
import { useHydrated } from '../../lib/useHydrated';
import { useUser } from '../../api/accounts';
import { openModal } from '../../features/modals/store';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ConnectedLogIns } from './ConnectedLogIns';
import { DeleteAccount } from './DeleteAccount';
import { FacebookShareSetting } from './FacebookShareSetting';
import { YourData } from './YourData';
import '../../features/auth/auth.css';
import './user-settings.css';

const PersonalStream = lazy(() => import('./PersonalStream'));

/**
 * The personal stream section loads once the page is interactive: the route's first download is at
 * its budget, and the section waits on its status call before it has anything to offer anyway.
 */
function LatePersonalStream({ userId }: { userId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PersonalStream userId={userId} />
    </Suspense>
  );
}

/** /user_settings/: email, password, Facebook sharing, the ways to log in, the personal stream key and account deletion. */
export default function UserSettingsPage() {
  const user = useUser();
  return (
    <div className="settings">
      <PageMeta title={pageTitle(ACCOUNT_SETTINGS_TEXT.settingsTitle)} description={ACCOUNT_SETTINGS_TEXT.settingsTitle} noindex />
      <h1>{ACCOUNT_SETTINGS_TEXT.settingsTitle}</h1>
      {!user.is_authenticated ? (
        <div className="settings-card">
          <p>{AUTH_TEXT.notLoggedIn}</p>
          <button type="button" className="button button--primary" onClick={() => openModal('login', {})}>
            {AUTH_TEXT.logInButton}
          </button>
        </div>
      ) : (
        <div className="settings__grid">
          {isFacebookOnly(user) ? (
            <p className="form-notice settings__wide">{ACCOUNT_SETTINGS_TEXT.socialNoCredentials}</p>
          ) : (
            <>
              <ChangeEmailForm current={user.email} />
              <ChangePasswordForm />
            </>
          )}
          <FacebookShareSetting initial={user.facebook_share} />
          <ConnectedLogIns />
          {user.unique_id !== null && <LatePersonalStream userId={user.unique_id} />}
          <YourData />
          <DeleteAccount />
        </div>
      )}
    </div>
  );
}
