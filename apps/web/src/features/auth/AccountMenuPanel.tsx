import { MESSAGES } from '@earshot/contract';
import { type RefObject, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { APP_LINKS, SOCIAL_LINKS } from '../../layout/footerLinks';
import type { ChromeLink } from '../../layout/links';
import { useNowPlayingChannel } from '../player/store';
import { useUser } from './queries';
import { useLogOut } from './useLogOut';
import './account-menu.css';

/**
 * The dropdown's own links, after the channel items. Here rather than in layout/links.ts, which the
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

/** The open My Account dropdown: the visitor's email, their pages, Sign Out, apps and social links. */
export default function AccountMenuPanel(props: AccountMenuPanelProps) {
  useDismiss(props);
  const user = useUser();
  const channel = useNowPlayingChannel();
  const logOut = useLogOut();
  const channelLinks: ChromeLink[] = channel ? [{ label: 'Channel Settings', to: `/player/${channel.id}` }] : [];
  return (
    <>
      {user.email && <p className="account-menu__email">{user.email}</p>}
      <ul className="account-menu__list">
        <MenuLinks links={[...channelLinks, ...ACCOUNT_MENU_LINKS]} />
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
