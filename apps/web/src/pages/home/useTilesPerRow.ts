import { LIMITS } from '@earshot/contract';
import { type RefObject, useEffect, useState } from 'react';

/** Must match --tile-gap in tile.css: the spec's 163 px pitch is a 147 px tile plus this gap. */
const TILE_GAP_PX = 16;

export function tilesThatFit(width: number): number {
  const fit = Math.floor((width + TILE_GAP_PX) / LIMITS.tilePitchPx);
  return Math.min(LIMITS.featureSectionTiles, Math.max(1, fit));
}

/** How many tiles fill one row of the element, up to the spec's 7; 7 until measured (and on the server). */
export function useTilesPerRow(ref: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState<number>(LIMITS.featureSectionTiles);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setCount(tilesThatFit(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return count;
}
