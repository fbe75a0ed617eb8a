import { CHANNEL_SETTINGS_TEXT, LOG_IN_PROMPTS, MESSAGES } from '@earshot/contract';
import { type RefObject, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { APP_LINKS, SOCIAL_LINKS } from './footerLinks';
import type { ChromeLink } from './links';
import { openModal } from '../features/modals/store';
import { useNowPlayingChannel } from '../features/player/store';
import type { NowPlayingChannel } from '../features/player/types';
import { useUser } from '../api/accounts';
import { useLogOut } from '../features/auth/useLogOut';
import './account-menu.css';

/**
 * The dropdown's own links, after the channel items. Here rather than in links.ts, which the
 * first page load carries whole: only this lazily loaded panel shows them.
 */
const ACCOUNT_MENU_LINKS: ChromeLink[] = [
  { label: 'View Rated Songs', to: '/ratings-history/' },
  { label: 'View Song History', to: '/track-history/' },
  { label: 'Account Settings', to: '/user_settings/' },
];

function MenuLinks({ links }: { links: ChromeLink[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          {link.external ? (
            <a className="account-menu__item" href={link.to} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          ) : (
            <Link className="account-menu__item" to={link.to}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}

interface AccountMenuPanelProps {
  /** The whole menu: a pointer down outside it closes the panel. */
  root: RefObject<HTMLElement | null>;
  /** Gets the focus back when Escape closes the panel. */
  button: RefObject<HTMLElement | null>;
  onClose(): void;
}

/**
 * While open, a pointer down outside the menu or Escape closes it. Attached as the panel commits
 * (a layout effect), so a key pressed the moment the panel appears already closes it.
 */
function useDismiss({ root, button, onClose }: AccountMenuPanelProps) {
  useLayoutEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, button, onClose]);
}

/** The items for the channel playing (000 section 2): its settings page, and renaming it (logged-in listeners). */
function ChannelItems({ channel, authenticated, onClose }: { channel: NowPlayingChannel; authenticated: boolean; onClose(): void }) {
  const rename = () => {
    onClose();
    // Not features/rename's openRenameModal: one more chunk for the first page load to name.
    if (authenticated) openModal('rename', { channelId: channel.id, currentName: channel.name });
    else openModal('login', { message: LOG_IN_PROMPTS.rename });
  };
  return (
    <>
      <MenuLinks links={[{ label: CHANNEL_SETTINGS_TEXT.menuSettings, to: `/player/${channel.id}` }]} />
      <li>
        <button type="button" className="account-menu__item" onClick={rename}>
          {CHANNEL_SETTINGS_TEXT.menuRename}
        </button>
      </li>
    </>
  );
}

/** The open My Account dropdown: the visitor's email, their pages, Sign Out, apps and social links. */
export default function AccountMenuPanel(props: AccountMenuPanelProps) {
  useDismiss(props);
  const user = useUser();
  const channel = useNowPlayingChannel();
  const logOut = useLogOut();
  return (
    <>
      {user.email && <p className="account-menu__email">{user.email}</p>}
      <ul className="account-menu__list">
        {channel && <ChannelItems channel={channel} authenticated={user.is_authenticated} onClose={props.onClose} />}
        <MenuLinks links={ACCOUNT_MENU_LINKS} />
        <li>
          <button type="button" className="account-menu__item" onClick={() => void logOut()}>
            {MESSAGES.signOut}
          </button>
        </li>
      </ul>
      <ul className="account-menu__list account-menu__list--minor" aria-label="Apps and social">
        <MenuLinks links={[...APP_LINKS, ...SOCIAL_LINKS]} />
      </ul>
    </>
  );
}
