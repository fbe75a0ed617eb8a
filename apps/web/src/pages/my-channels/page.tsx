import { AUTH_TEXT, LOG_IN_PROMPTS, MY_CHANNELS_TEXT, pageTitle } from '@earshot/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { useIsAuthenticated } from '../../api/accounts';
import { openModal } from '../../features/modals/store';
import { FavoritesTab } from './FavoritesTab';
import { HistoryTab } from './HistoryTab';
import './my-channels.css';

const TABS = [
  { id: 'favorites', to: '/favorites/', label: MY_CHANNELS_TEXT.favoritesTab },
  { id: 'history', to: '/history/', label: MY_CHANNELS_TEXT.historyTab },
] as const;

function LoggedOut() {
  return (
    <div className="my-channels__notice">
      <p>{MY_CHANNELS_TEXT.loggedOut}</p>
      <button type="button" className="button button--primary" onClick={() => openModal('login', { message: LOG_IN_PROMPTS.favorite })}>
        {AUTH_TEXT.logInButton}
      </button>
    </div>
  );
}

/**
 * /favorites/ and /history/ (My Channels, 001 section 2): one page for both routes, the tabs being
 * links between them. Edit turns the tiles into removers until Cancel.
 */
export default function MyChannelsPage() {
  const tab = useLocation().pathname.startsWith('/history') ? 'history' : 'favorites';
  const authenticated = useIsAuthenticated();
  const [editing, setEditing] = useState(false);
  return (
    <div className="my-channels">
      <PageMeta title={pageTitle(MY_CHANNELS_TEXT.title)} description={MY_CHANNELS_TEXT.description} noindex />
      <h1>{MY_CHANNELS_TEXT.title}</h1>
      <div className="my-channels__bar">
        <nav className="my-channels__tabs" aria-label={MY_CHANNELS_TEXT.title}>
          {TABS.map((t) => (
            <Link key={t.id} to={t.to} className="my-channels__tab" aria-current={t.id === tab ? 'page' : undefined}>
              {t.label}
            </Link>
          ))}
        </nav>
        {authenticated && (
          <button type="button" className="button button--secondary" onClick={() => setEditing(!editing)}>
            {editing ? MY_CHANNELS_TEXT.cancel : MY_CHANNELS_TEXT.edit}
          </button>
        )}
      </div>
      {authenticated && editing && (
        <p className="my-channels__hint" role="status">
          {tab === 'history' ? MY_CHANNELS_TEXT.editHintHistory : MY_CHANNELS_TEXT.editHintFavorites}
        </p>
      )}
      {!authenticated ? <LoggedOut /> : tab === 'history' ? <HistoryTab editing={editing} /> : <FavoritesTab editing={editing} />}
    </div>
  );
}
