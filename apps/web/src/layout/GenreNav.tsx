import { MESSAGES, type GenreEntry, UI_TEXT } from '@earshot/contract';
import { Suspense, lazy } from 'react';
import { useGenres } from '../api/home';
import { SearchBox } from '../features/search/SearchBox';
import { LoadError } from '../ui/LoadError';
import { LinkList } from './LinkList';
import { type ChromeLink, FIXED_NAV_LINKS } from './links';
import './nav.css';

export const NAV_ID = 'genre-nav';

function channelCount(count: number): string {
  return count === 1 ? '1 channel' : `${count} channels`;
}

function entryLinks(entries: GenreEntry[], pathOf: (entry: GenreEntry) => string): ChromeLink[] {
  return entries.map((entry) => ({ label: entry.name, to: pathOf(entry), title: channelCount(entry.channels) }));
}

function NavSkeleton() {
  return (
    <ul className="nav-list" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => `s${i}`).map((key) => (
        <li key={key} className="nav-skeleton" />
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

/**
 * The drawer's account items are not needed to show the page (the drawer is closed, or hidden on
 * desktop), so they are a chunk of their own: the server renders them and they hydrate when it
 * arrives. The element is made once, so that opening the menu before then hands the waiting
 * boundary no new props.
 */
const DrawerAccount = lazy(() => import('./DrawerAccount'));
const drawerAccount = (
  <Suspense fallback={null}>
    <DrawerAccount />
  </Suspense>
);

/** The left genre column on desktop; below 900 px the same element becomes the menu drawer. */
export function GenreNav({ open }: { open: boolean }) {
  return (
    <nav id={NAV_ID} className={open ? 'genre-nav genre-nav--open' : 'genre-nav'} aria-label="Channels">
      <div className="genre-nav__drawer-only">
        <SearchBox />
      </div>
      <LinkList links={FIXED_NAV_LINKS} />
      <GenreSections />
      <div className="genre-nav__drawer-only">{drawerAccount}</div>
    </nav>
  );
}
