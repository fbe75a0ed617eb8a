import { AUTH_TEXT, FIVE_STAR_LIMITS, FIVE_STAR_PAGE_TEXT, LIMITS, PLAYER_TEXT, pageTitle, tileImageUrl } from '@earshot/contract';
import { useQuery } from '../../lib/query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { useIsAuthenticated } from '../../api/accounts';
import { usePlayerCommands } from '../../features/player/PlayerContext';
import { useApi } from '../../api/ApiContext';
import { fiveStarDataQuery } from '../../api/ratings';
import './five-star.css';

const HINT = { name: FIVE_STAR_PAGE_TEXT.channelName, oldid: LIMITS.fiveStarOldId };

function Unlock() {
  const player = usePlayerCommands();
  // The count decides whether the channel is unlocked: always fresh here, whatever the player cached.
  const { data, error } = useQuery({ ...fiveStarDataQuery(useApi()), refetchOnMount: 'always' });
  useEffect(() => {
    if (error) console.error(FIVE_STAR_PAGE_TEXT.dataError, error);
  }, [error]);
  // The spec only logs this failure; the page keeps its lead and demo rather than spinning forever.
  if (error && !data) return null;
  if (!data) return <p className="five-star__status" aria-busy="true" />;
  const rated = data.totalTracksRatedCount;
  const unlocked = rated >= FIVE_STAR_LIMITS.unlockRatedSongs;
  return (
    <>
      <p className="five-star__status">{PLAYER_TEXT.ratedSongs(rated)}</p>
      {!unlocked && <p className="form-notice">{FIVE_STAR_PAGE_TEXT.locked(rated)} {FIVE_STAR_PAGE_TEXT.howTo}</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={!unlocked || !player}
        onClick={() => player?.play(String(LIMITS.fiveStarOldId), HINT)}
      >
        {FIVE_STAR_PAGE_TEXT.play}
      </button>
    </>
  );
}

/** /five-star/: the listener's channel of 4–5-star songs, unlocked at 20 rated songs (001 section 2). */
export default function FiveStarPage() {
  const authenticated = useIsAuthenticated();
  const [demo, setDemo] = useState(true);
  return (
    <div className="five-star">
      <PageMeta title={pageTitle(FIVE_STAR_PAGE_TEXT.title)} description={FIVE_STAR_PAGE_TEXT.lead} />
      <h1>{FIVE_STAR_PAGE_TEXT.title}</h1>
      <p className="five-star__lead">{FIVE_STAR_PAGE_TEXT.lead}</p>
      {authenticated ? (
        <Unlock />
      ) : (
        <>
          <p>{FIVE_STAR_PAGE_TEXT.loggedOut}</p>
          <p className="five-star__actions">
            <Link to="/sign-up/" className="button button--primary">
              {AUTH_TEXT.signUpButton}
            </Link>
            <Link to="/log-in/" className="button button--secondary">
              {AUTH_TEXT.logInButton}
            </Link>
          </p>
        </>
      )}
      <button type="button" className="five-star__demo-toggle" aria-expanded={demo} onClick={() => setDemo(!demo)}>
        {demo ? FIVE_STAR_PAGE_TEXT.hideDemo : FIVE_STAR_PAGE_TEXT.showDemo}
      </button>
      {demo && <img className="five-star__demo" src={tileImageUrl(LIMITS.fiveStarOldId)} alt={FIVE_STAR_PAGE_TEXT.demoAlt} width={320} height={320} />}
    </div>
  );
}
