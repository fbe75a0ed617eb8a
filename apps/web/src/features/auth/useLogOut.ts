import { MESSAGES } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useCallback } from 'react';
import { useApi } from '../../api/ApiContext';
import { toast } from '../toasts/store';

/** Sign Out from any menu: on success AuthWatcher takes over; on failure a toast. */
export function useLogOut(): () => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      // The account actions are not part of the first download; signing out is rare.
      const { logOut } = await import('./actions');
      await logOut(api, queryClient);
    } catch {
      toast({ kind: 'error', message: MESSAGES.logOutFailure });
    }
  }, [api, queryClient]);
}
