import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type Extras, loadExtras } from './extrasChunk';

/** Controls whose code cannot load (offline, or a new release replaced it) leave their space empty. */
const Unavailable = () => null;

/** One of the chunk's controls. */
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
export const LazyBlendLabel = lazyExtra('BlendLabel');
export const LazySleepTimer = lazyExtra('SleepTimer');
export const LazyCastButton = lazyExtra('CastButton');

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
