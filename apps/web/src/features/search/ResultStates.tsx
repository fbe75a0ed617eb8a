import { TileSkeletons } from '../../ui/TileGrid';
import './results.css';

/** While a search, artist or keyword page loads: its heading's shape and 6 placeholder tiles. */
export function ResultsSkeleton() {
  return (
    <div className="results-page" aria-busy="true">
      <span className="results-page__skeleton" />
      <TileSkeletons />
    </div>
  );
}

/** The spec's empty-state text, where a list would be. */
export function NoResults({ text }: { text: string }) {
  return <p className="results-page__empty">{text}</p>;
}
