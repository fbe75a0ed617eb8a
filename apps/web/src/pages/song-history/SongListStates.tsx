import { AUTH_TEXT, SONG_HISTORY_TEXT } from '@earshot/contract';
import { openModal } from '../../features/modals/store';

/** What an anonymous visitor sees instead of a list: the lists are a logged-in listener's own. */
export function LogInFirst() {
  return (
    <div className="song-lists__notice">
      <p>{SONG_HISTORY_TEXT.loggedOut}</p>
      <button type="button" className="button button--primary" onClick={() => openModal('login', {})}>
        {AUTH_TEXT.logInButton}
      </button>
    </div>
  );
}

const SKELETON_ROWS = [0, 1, 2, 3, 4, 5];

/** Placeholder rows while the list loads. */
export function SongListSkeleton() {
  return (
    <ol className="song-list" aria-busy="true">
      {SKELETON_ROWS.map((n) => (
        <li key={n} className="song-row song-row--skeleton" />
      ))}
    </ol>
  );
}

