import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTrackPreviousRoute } from '../app/previousRoute';
import { LazyAuthWatcher } from '../features/auth/LazyAuthWatcher';
import { ModalRoot } from '../features/modals/ModalRoot';
import { DocumentTitle } from '../features/player/DocumentTitle';
import { PlayerBar } from '../features/player/PlayerBar';
import { ToastArea } from '../features/toasts/ToastArea';
import { GenreNav } from './GenreNav';
import { SiteHeader } from './SiteHeader';
import './footer.css';
import './layout.css';

/**
 * The footer is below the fold and static, so its code is not part of the first download: the
 * server renders it and it hydrates when its chunk arrives. The element is made once, so that a
 * render of the shell before then does not hand the waiting boundary new props.
 */
const SiteFooter = lazy(() => import('./SiteFooter'));
const footer = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);

/** Header, genre nav, footer and the player around every page; pages render in the outlet. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useTrackPreviousRoute();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} />
      <div className="app__body">
        <GenreNav open={menuOpen} />
        {menuOpen && <div className="nav-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <div className="app__content">
          <main id="main" className="app__main" tabIndex={-1}>
            <Outlet />
          </main>
          {footer}
        </div>
      </div>
      <PlayerBar />
      <ToastArea />
      <ModalRoot />
      <LazyAuthWatcher />
      <DocumentTitle />
      <ScrollRestoration />
    </div>
  );
}
