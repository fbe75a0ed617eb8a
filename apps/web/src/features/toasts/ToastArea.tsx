import { lazy, Suspense, useEffect } from 'react';
import { type Toast, useToasts } from './store';

const loadToastList = () => import('./ToastList');
const ToastList = lazy(loadToastList);

function Toasts({ toasts }: { toasts: Toast[] }) {
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}

/**
 * Where toasts appear: bottom right above the player, along the top on phones. The two live
 * regions are always in the page (announcements are reliable only into regions that exist
 * beforehand): errors in an alert, the rest in a polite status. The toasts' code and styles
 * load while the browser is idle, or with the first toast.
 */
export function ToastArea() {
  const toasts = useToasts();

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const idle = window.requestIdleCallback(() => void loadToastList().catch(() => {}), { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  return (
    <div className="toasts">
      <div className="toasts__region" role="status" aria-live="polite">
        <Toasts toasts={toasts.filter((t) => t.kind !== 'error')} />
      </div>
      <div className="toasts__region" role="alert">
        <Toasts toasts={toasts.filter((t) => t.kind === 'error')} />
      </div>
    </div>
  );
}
