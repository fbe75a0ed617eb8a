import { SONG_HISTORY_TEXT, pageTitle } from '@earshot/contract';
import { PageMeta } from '../../lib/meta';
import { useIsAuthenticated } from '../../api/accounts';
import { LoadError } from '../../ui/LoadError';
import { useTrackHistory } from '../../api/songHistory';
import { LogInFirst, SongListSkeleton } from './SongListStates';
import { SongRow, When } from './SongRow';

function PlayedSongs() {
  const { data, isPending, isError, refetch } = useTrackHistory();
  if (isPending) return <SongListSkeleton />;
  if (isError) return <LoadError message={SONG_HISTORY_TEXT.historyError} onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="song-lists__empty">{SONG_HISTORY_TEXT.historyEmpty}</p>;
  return (
    <ol className="song-list">
      {data.map((song) => (
        <SongRow key={`${song.played_at}-${song._id.$oid}`} song={song}>
          <When at={song.played_at} />
          <span>{SONG_HISTORY_TEXT.playedOn(song.channel.name)}</span>
        </SongRow>
      ))}
    </ol>
  );
}

/** /track-history/: the songs a logged-in listener heard most recently (001 section 2). */
export function TrackHistory() {
  const authenticated = useIsAuthenticated();
  return (
    <div className="song-lists">
      <PageMeta title={pageTitle(SONG_HISTORY_TEXT.historyTitle)} description={SONG_HISTORY_TEXT.historyLead} noindex />
      <h1>{SONG_HISTORY_TEXT.historyTitle}</h1>
      <p className="song-lists__lead">{SONG_HISTORY_TEXT.historyLead}</p>
      {authenticated ? <PlayedSongs /> : <LogInFirst />}
    </div>
  );
}
