import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/useHydrated';

const YourDataPanel = lazy(() => import('./YourDataPanel'));

/**
 * Account Settings' "Your data" section (issue 27). Its code loads once the page is interactive, as
 * the personal stream's does: the route's first download is at its budget, and downloading or
 * importing a file is rare.
 */
export function YourData() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <YourDataPanel />
    </Suspense>
  );
}
