import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { loadBlendPicking } from './pickingChunk';
import { stopBlending, useBlendMode } from './store';
import './blend.css';

const BlendPicking = lazy(loadBlendPicking);

/**
 * Where blend mode shows: a bar above the player, filled by BlendPicking while it is on. The bar
 * itself, a live region, is always in the page, so that what BlendPicking says is announced. Mounted
 * with the player's controls.
 */
export function BlendBar() {
  const mode = useBlendMode();
  // Blending is about the channel in the player: it ends when the player's controls go.
  useEffect(() => stopBlending, []);
  return createPortal(
    <div className="blend-bar" role="status" aria-live="polite">
      {mode && (
        <Suspense fallback={null}>
          <BlendPicking />
        </Suspense>
      )}
    </div>,
    document.body,
  );
}
