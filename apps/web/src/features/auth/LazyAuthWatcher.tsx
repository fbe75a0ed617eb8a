import { Suspense, lazy, useEffect, useState } from 'react';

const AuthWatcher = lazy(() => import('./AuthWatcher'));

/** AuthWatcher, loaded right after hydration instead of in the first download (it renders nothing). */
export function LazyAuthWatcher() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AuthWatcher />
    </Suspense>
  );
}
