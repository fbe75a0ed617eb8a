import { AUTH_TEXT } from '@earshot/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_MENU_LINKS, APP_LINKS, type ChromeLink, SOCIAL_LINKS } from '../../layout/links';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';
import { useNowPlayingChannel } from '../player/store';
import { useUser } from './queries';
import { useLogOut } from './useLogOut';
import './account-menu.css';

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

/** The header's My Account dropdown (a disclosure: Escape, outside click and navigation close it). */
export function AccountMenu() {
  const user = useUser();
  const channel = useNowPlayingChannel();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const channelLinks: ChromeLink[] = channel ? [{ label: 'Channel Settings', to: `/player/${channel.id}` }] : [];

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="header-link account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <UserIcon size={18} />
        <span>My Account</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        {user.email && <p className="account-menu__email">{user.email}</p>}
        <ul className="account-menu__list">
          <MenuLinks links={[...channelLinks, ...ACCOUNT_MENU_LINKS]} />
          <li>
            <button type="button" className="account-menu__item" onClick={() => void logOut()}>
              {AUTH_TEXT.logOut}
            </button>
          </li>
        </ul>
        <ul className="account-menu__list account-menu__list--minor" aria-label="Apps and social">
          <MenuLinks links={[...APP_LINKS, ...SOCIAL_LINKS]} />
        </ul>
      </div>
    </div>
  );
}
