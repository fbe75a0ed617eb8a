import { MESSAGES, UI_TEXT } from '@earshot/contract';
import { lazy, Suspense, useEffect } from 'react';
import { LogoMark } from '../../ui/icons';
import { loadExtras } from './extrasChunk';
import { usePlayerError, usePlayerStatus } from './store';
import './player.css';

type OpenPlayerModule = typeof import('./OpenPlayer');

/**
 * The open player is a chunk of its own: the first page load needs only the closed bar (and the
 * engine, which is not here), and the first download has a budget. It is fetched while the browser
 * is idle after start-up; once here it renders at once, without a Suspense pass.
 */
let openPlayer: OpenPlayerModule | null = null;
export const preloadOpenPlayer = (): Promise<OpenPlayerModule> =>
  import('./OpenPlayer').then((module) => (openPlayer = module));
const LazyOpenPlayer = lazy(() => preloadOpenPlayer().then((module) => ({ default: module.OpenPlayer })));

function prefetchWhenIdle(): (() => void) | undefined {
  if (typeof window.requestIdleCallback !== 'function') return undefined;
  const idle = window.requestIdleCallback(
    () => {
      preloadOpenPlayer().catch(() => {});
      loadExtras().catch(() => {});
    },
    { timeout: 3000 },
  );
  return () => window.cancelIdleCallback(idle);
}

/** While the open player's code is on its way: the bar at its open height, saying the channel is tuning in (or why it failed to). */
function TuningIn() {
  const error = usePlayerError();
  return (
    <section className="player player--tuning" aria-label="Player">
      <p role="status">{error ?? UI_TEXT.tuningIn}</p>
    </section>
  );
}

/** The persistent bottom player; it lives outside the route outlet so navigation never touches it. */
export function PlayerBar() {
  const status = usePlayerStatus();
  useEffect(prefetchWhenIdle, []);

  if (status === 'idle') {
    return (
      <section className="player player--closed" aria-label="Player">
        <span className="player__closed-mark">
          <LogoMark size={18} />
        </span>
        <p>{MESSAGES.nowPlayingNothing}</p>
      </section>
    );
  }
  if (openPlayer) return <openPlayer.OpenPlayer />;
  return (
    <Suspense fallback={<TuningIn />}>
      <LazyOpenPlayer />
    </Suspense>
  );
}
