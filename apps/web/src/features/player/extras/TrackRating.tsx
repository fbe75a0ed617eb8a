import { LOG_IN_PROMPTS, PLAYER_TEXT } from '@earshot/contract';
import { useEffect, useRef } from 'react';
import { useIsAuthenticated } from '../../../api/accounts';
import { openModal } from '../../modals/store';
import { provideRating } from '../ratingShortcut';
import { useNowPlayingChannel, useNowPlayingItem } from '../store';
import { useFiveStarData, useRateTrack, useTrackRating } from './ratingQueries';
import { Stars } from './Stars';

function RatedCount() {
  const data = useFiveStarData();
  return <p className="track-rating__count">{data && PLAYER_TEXT.ratedSongs(data.totalTracksRatedCount)}</p>;
}

/** The playing song's stars, and for logged-in listeners how many songs they have rated. Songs only, not ads or station ids. */
export function TrackRating() {
  const item = useNowPlayingItem();
  const channel = useNowPlayingChannel();
  const authenticated = useIsAuthenticated();
  const trackId = item?.type === 'song' ? item._id.$oid : null;
  const rating = useTrackRating(trackId);
  const rate = useRateTrack();

  const onRate = (value: number) => {
    if (!authenticated) return openModal('login', { message: LOG_IN_PROMPTS.rate });
    if (trackId && channel) rate.mutate({ trackId, channelId: channel.id, value });
  };
  // The keys 1–5 press the stars; only while the stars can be pressed (a song, not an ad or station id).
  const latest = useRef(onRate);
  latest.current = trackId === null ? () => {} : onRate;
  useEffect(() => provideRating((value) => latest.current(value)), []);

  return (
    <div className="track-rating">
      <Stars value={rating} disabled={trackId === null} onRate={onRate} />
      {authenticated && <RatedCount />}
    </div>
  );
}
