import { PRODUCT } from '@earshot/contract';
import { Link } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { useIsAuthenticated } from '../api/accounts';
import { SearchBox } from '../features/search/SearchBox';
import { CloseIcon, LogoMark, MenuIcon } from '../ui/icons';
import { NAV_ID } from './GenreNav';
import './header.css';

interface SiteHeaderProps {
  menuOpen: boolean;
  onToggleMenu(): void;
}

function AccountLinks() {
  const authenticated = useIsAuthenticated();
  if (authenticated) {
    return (
      <>
        <AccountMenu />
        <Link to="/favorites/" className="header-link header-link--wide-only">
          My Channels
        </Link>
        <Link to="/theme_settings/" className="header-link header-link--wide-only">
          Themes
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to="/theme_settings/" className="header-link header-link--wide-only">
        Themes
      </Link>
      <Link to="/log-in/" className="header-link">
        Log In
      </Link>
      <Link to="/sign-up/" className="button button--primary header-signup">
        Sign Up
      </Link>
    </>
  );
}

export function SiteHeader({ menuOpen, onToggleMenu }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <button
        type="button"
        className="site-header__menu"
        aria-expanded={menuOpen}
        aria-controls={NAV_ID}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={onToggleMenu}
      >
        {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </button>
      <Link to="/" className="logo">
        <span className="logo__mark">
          <LogoMark size={22} />
        </span>
        <span className="logo__word">{PRODUCT}</span>
      </Link>
      <SearchBox className="site-header__search" />
      <nav className="site-header__account" aria-label="Account">
        <AccountLinks />
      </nav>
    </header>
  );
}
