import { LIMITS } from '@earshot/contract';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTrackPreviousRoute } from '../lib/previousRoute';
import { useScrollRestoration } from '../lib/useScrollRestoration';
import { LazyAuthWatcher } from '../features/auth/LazyAuthWatcher';
import { AdRail } from '../features/ads/AdRail';
import { AdSlot } from '../features/ads/AdSlot';
import { AnnouncementBanner } from '../features/banners/AnnouncementBanner';
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
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useTrackPreviousRoute();
  useScrollRestoration();

  // A new page fades in (001 section 4: 500 ms), unless the visitor asks for less motion. Not the
  // first page (the server's HTML shows at once), and no remount: the outlet keeps its elements.
  useEffect(() => {
    setMenuOpen(false);
    if (shown.current === pathname) return;
    shown.current = pathname;
    const el = main.current;
    if (el?.animate && !matchMedia('(prefers-reduced-motion: reduce)').matches) el.animate({ opacity: [0, 1] }, LIMITS.routeFadeMs);
  }, [pathname]);

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
          <AnnouncementBanner />
          {/* 001 section 2: the sign-up page has no top leaderboard. */}
          {!pathname.startsWith('/sign-up') && <AdSlot slot="leaderboard-music-play" />}
          <div className="app__page">
            <main id="main" className="app__main" tabIndex={-1} ref={main}>
              <Outlet />
            </main>
            <AdRail />
          </div>
          <AdSlot slot="leaderboard-below-fold" />
          {footer}
        </div>
      </div>
      <PlayerBar />
      <ToastArea />
      <ModalRoot />
      <LazyAuthWatcher />
      <DocumentTitle />
    </div>
  );
}
