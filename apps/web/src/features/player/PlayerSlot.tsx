import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * The player's controls beyond play, skip and volume (stars, Ban, favorite, Blend, Share, the
 * Five-Star filters) are one chunk of their own: nothing of them is needed to start the sound,
 * and the first download has a budget.
 */
const loadExtras = () => import('./extras');

type Extras = Awaited<ReturnType<typeof loadExtras>>;

/** Controls whose code cannot load (offline, or a new release replaced it) leave their space empty. */
const Unavailable = () => null;

function lazyExtra(name: keyof Extras) {
  return lazy<ComponentType>(() =>
    loadExtras().then(
      (extras) => ({ default: extras[name] }),
      () => ({ default: Unavailable }),
    ),
  );
}

export const LazyBanButton = lazyExtra('BanButton');
export const LazyTrackRating = lazyExtra('TrackRating');
export const LazyChannelActions = lazyExtra('ChannelActions');
export const LazyFiveStarFilters = lazyExtra('FiveStarFilters');

/** Downloads the extras while the browser is idle, so they are usually there by the first play. */
export function prefetchExtrasWhenIdle(): (() => void) | undefined {
  if (typeof window.requestIdleCallback !== 'function') return undefined;
  const idle = window.requestIdleCallback(() => void loadExtras().catch(() => {}), { timeout: 5000 });
  return () => window.cancelIdleCallback(idle);
}

/**
 * A lazily loaded part of the player. Its box is sized in player.css whether or not the code has
 * arrived, so the bar does not shift when it does.
 */
export function PlayerSlot({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`player-slot ${className}`}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
