import { ACCOUNT_ENDPOINTS, type UserStats } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';

export const authKeys = {
  user: ['user'] as const,
  demographics: ['demographics'] as const,
};

export const ANONYMOUS: UserStats = {
  is_authenticated: false,
  unique_id: null,
  email: null,
  u_by: null,
  u_gen: null,
  zipcode: null,
  facebook_user: false,
  facebook_share: false,
};

/** Who the visitor is; fetched during server rendering so the header is right in the HTML. */
export function userStatsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.user,
    queryFn: () => api.call(ACCOUNT_ENDPOINTS.userStats),
    // Coming back to the tab re-checks the session, so a log-out elsewhere is noticed.
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

export function useUser(): UserStats {
  return useQuery(userStatsQuery(useApi())).data ?? ANONYMOUS;
}

export function useIsAuthenticated(): boolean {
  return useUser().is_authenticated;
}

/**
 * Location from the listener's IP (and their zip code), once per log-in: keyed by the account, since
 * the zip code is theirs. Loaded in the browser only, and only for a logged-in listener (see
 * docs/decisions.md, "Accounts (web)").
 */
export function demographicsQuery(api: ApiClient, uid: string) {
  return queryOptions({
    queryKey: [...authKeys.demographics, uid] as const,
    queryFn: () => api.call(ACCOUNT_ENDPOINTS.demographics),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The logged-in listener's location; nothing (and no call) for an anonymous visitor. */
export function useDemographics(user: UserStats) {
  const api = useApi();
  const uid = user.is_authenticated ? user.unique_id : null;
  return useQuery({ ...demographicsQuery(api, uid ?? ''), enabled: uid !== null });
}
