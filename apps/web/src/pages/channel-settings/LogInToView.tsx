import { AUTH_TEXT, CHANNEL_SETTINGS_TEXT } from '@earshot/contract';
import { openModal, preloadModal } from '../../features/modals/store';

/** What an anonymous visitor sees of a user channel instead of its lists (000 section 6). */
export function LogInToView() {
  return (
    <div className="channel-settings__notice">
      <p>{CHANNEL_SETTINGS_TEXT.loggedOut}</p>
      <button
        type="button"
        className="button button--primary"
        onPointerEnter={() => preloadModal('login')}
        onFocus={() => preloadModal('login')}
        onClick={() => openModal('login', { message: CHANNEL_SETTINGS_TEXT.logInToView })}
      >
        {AUTH_TEXT.logInButton}
      </button>
    </div>
  );
}
