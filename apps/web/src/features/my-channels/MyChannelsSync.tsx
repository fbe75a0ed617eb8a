import { useQuery } from '../../lib/query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../api/ApiContext';
import { usePlayerStore } from '../player/store';
import { favoritesQuery, userChannelsQuery } from '../../api/myChannels';

/**
 * Mounted for logged-in listeners once the page is up: loads their favorites and channel history
 * (001 section 4: they load on start), keeps them observed so changes refetch them, and refetches
 * the history whenever a new channel starts playing (the server has recorded it by then).
 */
export function MyChannelsSync() {
  const api = useApi();
  useQuery(favoritesQuery(api));
  const { refetch } = useQuery(userChannelsQuery(api));
  const playing = usePlayerStore((s) => (s.status === 'playing' ? (s.channel?.id ?? null) : null));
  const lastPlayed = useRef<string | null>(null);
  useEffect(() => {
    if (!playing || playing === lastPlayed.current) return;
    lastPlayed.current = playing;
    void refetch();
  }, [playing, refetch]);
  return null;
}
