import { lazy, Suspense } from 'react';
import { useUser } from '../../api/accounts';
import { useClientEnv } from '../../lib/env';
import { useHydrated } from '../../lib/useHydrated';

const ConnectedLogInsCard = lazy(() => import('./ConnectedLogInsCard'));

/**
 * 'Ways to log in' (issue 27): shown where Facebook log-in is configured, or to an account that has
 * Facebook connected (so it can still be disconnected). Its code loads once the page is interactive,
 * like the personal stream's: the route's first download is at its budget, and connecting is rare.
 */
export function ConnectedLogIns() {
  const hydrated = useHydrated();
  const { fbAppId } = useClientEnv();
  const user = useUser();
  if (!hydrated || !user.is_authenticated || (!fbAppId && !user.facebook_user)) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedLogInsCard />
    </Suspense>
  );
}
