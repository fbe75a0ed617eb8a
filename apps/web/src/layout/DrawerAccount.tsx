import { MESSAGES } from '@earshot/contract';
import { useIsAuthenticated } from '../api/accounts';
import { useLogOut } from '../features/auth/useLogOut';
import { LinkList } from './LinkList';
import type { ChromeLink } from './links';

/** The mobile drawer's account items for a logged-out visitor (Sign Out is a button, added by the drawer). */
const DRAWER_ANONYMOUS_LINKS: ChromeLink[] = [
  { label: 'Sign Up', to: '/sign-up/' },
  { label: 'Log in', to: '/log-in/' },
];

const DRAWER_ACCOUNT_LINKS: ChromeLink[] = [
  { label: 'My Channels', to: '/favorites/' },
  { label: 'My Song Ratings', to: '/ratings-history/' },
  { label: 'My Song History', to: '/track-history/' },
  { label: 'Accounts Settings', to: '/user_settings/' },
];

/** Always in the mobile drawer, after the account links. */
const DRAWER_EXTRA_LINKS: ChromeLink[] = [
  { label: 'Contact Us', to: '/page/contact/' },
  { label: 'Our Story', to: '/about/' },
  { label: 'Themes', to: '/theme_settings/' },
  { label: 'Help', to: '/page/help/' },
];

/**
 * The menu drawer's account items: the spec's list for each state, then the links every visitor
 * gets. Loaded lazily (see GenreNav): the drawer is closed, or hidden on desktop, when the page loads.
 */
export default function DrawerAccount() {
  const authenticated = useIsAuthenticated();
  const logOut = useLogOut();
  return (
    <>
      <h2 className="nav-heading">Account</h2>
      <LinkList links={authenticated ? DRAWER_ACCOUNT_LINKS : DRAWER_ANONYMOUS_LINKS} />
      {authenticated && (
        <button type="button" className="nav-link nav-link--button" onClick={() => void logOut()}>
          {MESSAGES.signOut}
        </button>
      )}
      <LinkList links={DRAWER_EXTRA_LINKS} />
    </>
  );
}
