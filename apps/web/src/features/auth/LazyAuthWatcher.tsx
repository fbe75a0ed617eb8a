import { Suspense, lazy } from 'react';
import { useHydrated } from '../../lib/useHydrated';

const AuthWatcher = lazy(() => import('./AuthWatcher'));

/** AuthWatcher, loaded right after hydration instead of in the first download (it renders nothing). */
export function LazyAuthWatcher() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <AuthWatcher />
    </Suspense>
  );
}
