import { useEffect } from 'react';
import { announceIdSync, idSyncCountry } from './idSync';
import { useUserStats } from './userStats';

/**
 * Mounted for a logged-in listener once the page is up: loads their location into the user state
 * (GET /listener/demographics/, once per log-in) and, when it places them in the US or Canada,
 * feeds the country to the ID-sync step (001 section 7).
 */
export function UserStatsSync() {
  const country = idSyncCountry(useUserStats());
  useEffect(() => {
    if (country) announceIdSync(country);
  }, [country]);
  return null;
}
