import { ACCOUNT_PATHS, type Demographics, type UserStats } from '@earshot/contract';
import { queryOptions, useQuery } from '../../api/query';
import { useApi } from '../../api/ApiContext';
import type { ApiClient } from '../../api/client';

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
    queryFn: () => api.get<UserStats>(ACCOUNT_PATHS.userStats),
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

/** Location from the visitor's IP (and zip code), loaded in the browser only. */
export function useDemographics() {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.demographics,
    queryFn: () => api.get<Demographics>(ACCOUNT_PATHS.demographics),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
