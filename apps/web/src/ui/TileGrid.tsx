import { LIMITS } from '@earshot/contract';
import type { ReactNode } from 'react';
import './tile.css';

export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className="tile-grid">{children}</ul>;
}

export function TileSkeletons({ count = LIMITS.tileListPlaceholders }: { count?: number }) {
  return (
    <ul className="tile-grid" aria-hidden="true" data-testid="tile-skeletons">
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((key) => (
        <li key={key} className="tile tile--skeleton">
          <span className="tile__art" />
          <span className="tile__line" />
          <span className="tile__line tile__line--short" />
        </li>
      ))}
    </ul>
  );
}
