import { type BannerAudience, bannerHtml } from '@earshot/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { useQuery } from '../../lib/query';
import { useUser } from '../../api/accounts';
import { bannersQuery } from '../../api/banners';
import './banner.css';

/**
 * The announcement banner (001 section 7): the first banner, in the variant for who is listening.
 * Its HTML was sanitised when stored. Its links to our own pages open in the app, not as a reload.
 */
export function AnnouncementBanner() {
  const { data } = useQuery(bannersQuery(useApi()));
  const user = useUser();
  const navigate = useNavigate();
  const audience: BannerAudience = user.facebook_user ? 'facebook' : user.is_authenticated ? 'user' : 'anonymous';
  // The links inside are the controls (Enter on a link fires a click too); this listener only routes them.
  const followLinksInApp = useCallback(
    (section: HTMLElement | null) => {
      if (!section) return;
      const followInApp = (event: MouseEvent) => {
        const link = (event.target as HTMLElement).closest('a');
        if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
        const url = new URL(link.href, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        void navigate(url.pathname + url.search + url.hash);
      };
      section.addEventListener('click', followInApp);
      return () => section.removeEventListener('click', followInApp);
    },
    [navigate],
  );
  const html = bannerHtml(data?.[0], audience);
  if (!html) return null;
  return <section ref={followLinksInApp} className="announcement" aria-label="Announcement" dangerouslySetInnerHTML={{ __html: html }} />;
}
