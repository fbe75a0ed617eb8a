import { useEffect } from 'react';
import { usePageTitle } from '../../lib/meta';
import { nowPlayingTitle } from './describe';
import { useNowPlayingChannel, useNowPlayingItem, usePlayerStatus } from './store';

/** The tab names the song while it plays, and the page otherwise. */
export function DocumentTitle() {
  const pageTitle = usePageTitle();
  const item = useNowPlayingItem();
  const channel = useNowPlayingChannel();
  const playing = usePlayerStatus() === 'playing';

  useEffect(() => {
    const title = playing && item ? nowPlayingTitle(item, channel) : pageTitle;
    if (title) document.title = title;
  }, [playing, item, channel, pageTitle]);

  return null;
}
