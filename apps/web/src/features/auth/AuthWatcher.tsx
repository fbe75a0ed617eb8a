import { useQueryClient } from '../../lib/query';
import { useEffect, useRef } from 'react';
import { MyChannelsSync } from '../my-channels/MyChannelsSync';
import { toast } from '../toasts/store';
import { leaveToFarewell } from './farewell';
import { takeFlash } from './flash';
import { UserStatsSync } from './UserStatsSync';
import { LOGIN_MARKER_KEY } from './loginMarker';
import { authKeys, useIsAuthenticated } from '../../api/accounts';

/**
 * Mounted once in the shell. When the visitor stops being logged in after the app has loaded
 * (log-out here, in another tab, or an expired session), leave Facebook too and go to the
 * farewell page with a full reload, so no personal data stays in memory. While logged in, it keeps
 * the listener's favorites, channel history and location loaded.
 */
export default function AuthWatcher() {
  const authenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  const wasAuthenticated = useRef(authenticated);

  useEffect(() => {
    if (wasAuthenticated.current && !authenticated) leaveToFarewell();
    wasAuthenticated.current = authenticated;
  }, [authenticated]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOGIN_MARKER_KEY) void queryClient.invalidateQueries({ queryKey: authKeys.user });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast({ kind: 'success', ...flash });
  }, []);

  return authenticated ? (
    <>
      <MyChannelsSync />
      <UserStatsSync />
    </>
  ) : null;
}
