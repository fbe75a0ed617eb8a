import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * A content page's HTML. It was sanitised when it was stored (apps/server/src/modules/content/content-pages/
 * sanitize.ts), so it holds no scripts, handlers or unsafe links. A click on a link to another page
 * of this site navigates inside the app, as every other link does, so the player keeps playing.
 */
export function ContentHtml({ html, className }: { html: string; className: string }) {
  const navigate = useNavigate();
  // The clicks handled are those of the links inside, which the keyboard reaches and activates as
  // usual: a listener that routes them, not a control of its own.
  const followLinksInApp = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return;
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const link = (event.target as Element).closest('a');
        if (!link?.hasAttribute('href') || link.target || link.hasAttribute('download')) return;
        const url = new URL(link.href, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        void navigate(`${url.pathname}${url.search}${url.hash}`);
      };
      container.addEventListener('click', onClick);
      return () => container.removeEventListener('click', onClick);
    },
    [navigate],
  );
  // Sanitised on write (see above); the catalog's own text, never a listener's.
  return <div ref={followLinksInApp} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
