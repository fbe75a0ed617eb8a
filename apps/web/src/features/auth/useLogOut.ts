import { AUTH_TEXT } from '@earshot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/ApiContext';
import { toast } from '../toasts/store';
import { logOut } from './actions';

/** Sign Out from any menu: on success AuthWatcher takes over; on failure a toast. */
export function useLogOut(): () => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logOut(api, queryClient);
    } catch {
      toast({ kind: 'error', message: AUTH_TEXT.logOutFailure });
    }
  }, [api, queryClient]);
}
