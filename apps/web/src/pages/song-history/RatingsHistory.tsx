import { type RatedTrack, SONG_HISTORY_TEXT, pageTitle } from '@earshot/contract';
import { useState } from 'react';
import { PageMeta } from '../../lib/meta';
import { useIsAuthenticated } from '../../api/accounts';
import { LoadError } from '../../ui/LoadError';
import { useRatingsHistory } from '../../api/songHistory';
import { LogInFirst, SongListSkeleton } from './SongListStates';
import { SongRow, When } from './SongRow';
import { RatingStars } from './RatingStars';
import { type SortOrder, SortToggle } from './SortToggle';
import { byRating } from './byRating';

function RatedList({ songs }: { songs: RatedTrack[] }) {
  return (
    <ol className="song-list">
      {songs.map((song) => (
        <SongRow key={song._id.$oid} song={song}>
          <RatingStars rating={song.rating} />
          <When at={song.rated_at} />
        </SongRow>
      ))}
    </ol>
  );
}

function RatedSongs({ order }: { order: SortOrder }) {
  const { data, isPending, isError, refetch } = useRatingsHistory();
  if (isPending) return <SongListSkeleton />;
  if (isError) return <LoadError message={SONG_HISTORY_TEXT.ratingsError} onRetry={() => void refetch()} />;
  if (data.tracks.length === 0) return <p className="song-lists__empty">{SONG_HISTORY_TEXT.ratingsEmpty}</p>;
  // The server lists the newest ratings first: that is the Date order.
  if (order === 'date') return <RatedList songs={data.tracks} />;
  return byRating(data.tracks).map(({ rating, songs }) => (
    <section key={rating} className="song-lists__group" aria-labelledby={`rated-${rating}`}>
      <h2 id={`rated-${rating}`}>{SONG_HISTORY_TEXT.ratingGroup(rating)}</h2>
      <RatedList songs={songs} />
    </section>
  ));
}

/** /ratings-history/: every song the listener rated, by date or grouped by stars (001 section 2). */
export function RatingsHistory() {
  const authenticated = useIsAuthenticated();
  const [order, setOrder] = useState<SortOrder>('date');
  return (
    <div className="song-lists">
      <PageMeta title={pageTitle(SONG_HISTORY_TEXT.ratingsTitle)} description={SONG_HISTORY_TEXT.ratingsLead} noindex />
      <h1>{SONG_HISTORY_TEXT.ratingsTitle}</h1>
      <p className="song-lists__lead">{SONG_HISTORY_TEXT.ratingsLead}</p>
      {authenticated ? (
        <>
          <SortToggle order={order} onChange={setOrder} />
          <RatedSongs order={order} />
        </>
      ) : (
        <LogInFirst />
      )}
    </div>
  );
}
