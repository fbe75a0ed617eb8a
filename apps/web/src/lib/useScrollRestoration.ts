import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry of this page load was scrolled to when the listener left it. */
const positions = new Map<string, number>();
let lastScrollY = 0;

/**
 * Back and Forward return to where the listener was on that page; any other navigation starts at
 * the top, or at the `#hash` it names. The page as loaded is left where the browser put it. React
 * Router's ScrollRestoration does the same with more options, and more code in the first download.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const loaded = useRef(false);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const track = () => {
      lastScrollY = window.scrollY;
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  useLayoutEffect(() => {
    if (loaded.current) {
      const saved = positions.get(key);
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
      else if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    loaded.current = true;
    lastScrollY = window.scrollY;
    // Runs as the next page renders, before any scroll event of it: the position is still this page's.
    return () => void positions.set(key, lastScrollY);
  }, [key, hash, navigationType]);
}
