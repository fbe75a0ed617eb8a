import { MESSAGES } from '@earshot/contract';
import { Link } from 'react-router';
import { ACCOUNT_MENU_LINKS, APP_LINKS, type ChromeLink, SOCIAL_LINKS } from '../../layout/links';
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

/** The open My Account dropdown: the visitor's email, their pages, Sign Out, apps and social links. */
export default function AccountMenuPanel() {
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
