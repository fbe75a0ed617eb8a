import type { UserStats } from './userStats';

/** The countries whose listeners take part in the ID-sync step (001 section 7). */
const ID_SYNC_COUNTRIES = ['US', 'CA'] as const;
export type IdSyncCountry = (typeof ID_SYNC_COUNTRIES)[number];

/**
 * The event the ID-sync step announces on `window`, with `{ country }` as its detail. Earshot's own
 * ad server needs no sync; an operator's ad network (AD_TAG_URL) listens for it to run its own. No
 * identifier leaves the page here: only the country, as the spec gives it.
 */
export const ID_SYNC_EVENT = 'earshot:id-sync';

/** The country that feeds the ID-sync step: only for a listener logged in with an email, in the US or Canada. */
export function idSyncCountry(stats: UserStats): IdSyncCountry | null {
  if (!stats.isAuthenticated || !stats.email) return null;
  return ID_SYNC_COUNTRIES.find((country) => country === stats.countryIso) ?? null;
}

export function announceIdSync(country: IdSyncCountry): void {
  window.dispatchEvent(new CustomEvent(ID_SYNC_EVENT, { detail: { country } }));
}
