import { useMatches } from 'react-router';
import { RatingsHistory } from './RatingsHistory';
import { TrackHistory } from './TrackHistory';
import './song-history.css';

/**
 * /track-history/ (My Song History) and /ratings-history/ (My Song Ratings): one lazily loaded page
 * for both routes, because every page chunk adds its entry to the first page load's preload map, and
 * these two share nearly all their code anyway.
 */
export default function SongHistoryPage() {
  return useMatches().at(-1)?.id === 'ratings-history' ? <RatingsHistory /> : <TrackHistory />;
}
