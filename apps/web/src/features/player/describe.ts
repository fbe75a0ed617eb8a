import { PRODUCT, type PlaylistItem } from '@earshot/contract';
import type { NowPlayingChannel } from './types';

/** What the lock screen, notification and media keys show for an item. */
export function describeItem(item: PlaylistItem, channel: NowPlayingChannel | null): MediaMetadataInit {
  if (item.type === 'sweeper') return { title: channel?.name || PRODUCT, artist: PRODUCT };
  return {
    title: item.title,
    artist: item.track_artist,
    album: item.album,
    artwork: item.cdcover ? [{ src: item.cdcover }] : [],
  };
}

/** The browser tab title while something plays: 'Title - Artist | Earshot'. */
export function nowPlayingTitle(item: PlaylistItem, channel: NowPlayingChannel | null): string {
  const { title, artist } = describeItem(item, channel);
  return item.type === 'sweeper' ? `${title} | ${PRODUCT}` : `${title} - ${artist} | ${PRODUCT}`;
}
