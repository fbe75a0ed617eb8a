import { MESSAGES, type GenreEntry, UI_TEXT } from '@earshot/contract';
import { NavLink } from 'react-router';
import { useGenres } from '../api/queries';
import { SearchBox } from '../features/search/SearchBox';
import { LoadError } from '../ui/LoadError';
import { useIsAuthenticated } from '../features/auth/queries';
import { useLogOut } from '../features/auth/useLogOut';
import { type ChromeLink, DRAWER_ACCOUNT_LINKS, DRAWER_ANONYMOUS_LINKS, DRAWER_EXTRA_LINKS, FIXED_NAV_LINKS } from './links';
import './nav.css';

export const NAV_ID = 'genre-nav';

function channelCount(count: number): string {
  return count === 1 ? '1 channel' : `${count} channels`;
}

function LinkList({ links }: { links: ChromeLink[] }) {
  return (
    <ul className="nav-list">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink className="nav-link" to={link.to} title={link.title}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function entryLinks(entries: GenreEntry[], pathOf: (entry: GenreEntry) => string): ChromeLink[] {
  return entries.map((entry) => ({ label: entry.name, to: pathOf(entry), title: channelCount(entry.channels) }));
}

function NavSkeleton() {
  return (
    <ul className="nav-list" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="nav-skeleton" />
      ))}
    </ul>
  );
}

function GenreSections() {
  const { data, isPending, isError, refetch } = useGenres();
  if (isPending) return <NavSkeleton />;
  if (isError) return <LoadError message={MESSAGES.errorLoadingGenres} onRetry={() => void refetch()} />;
  return (
    <>
      {data.brands.length > 0 && (
        <>
          <h2 className="nav-heading">{UI_TEXT.todaysFeatures}</h2>
          <LinkList links={entryLinks(data.brands, (b) => b.canonical_url ?? `/featured/${b.param}/`)} />
        </>
      )}
      <h2 className="nav-heading">{UI_TEXT.genres}</h2>
      <LinkList links={entryLinks(data.features, (g) => `/${g.param}/`)} />
    </>
  );
}

/** The drawer's account items: the spec's list for each state, then the links every visitor gets. */
function DrawerAccount() {
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

/** The left genre column on desktop; below 900 px the same element becomes the menu drawer. */
export function GenreNav({ open }: { open: boolean }) {
  return (
    <nav id={NAV_ID} className={open ? 'genre-nav genre-nav--open' : 'genre-nav'} aria-label="Channels">
      <div className="genre-nav__drawer-only">
        <SearchBox />
      </div>
      <LinkList links={FIXED_NAV_LINKS} />
      <GenreSections />
      <div className="genre-nav__drawer-only">
        <DrawerAccount />
      </div>
    </nav>
  );
}
