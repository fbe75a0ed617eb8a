import type { Demographics, UserStats as UserStatsPayload } from '@earshot/contract';
import { useDemographics, useUser } from '../../api/accounts';

/** The spec's user-stats entity (000 section 3), as the client names its fields. */
export interface UserStats {
  cityName: string | null;
  subdivisions: string | null;
  metroCode: number | null;
  country: string | null;
  countryIso: string | null;
  subdivisionsIso: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  birthYear: number | null;
  gender: 'M' | 'F' | null;
  uid: string | null;
  isAuthenticated: boolean;
  email: string | null;
}

/** Maps the server payload names (user_city_name, u_by, unique_id, …) to the entity's. */
export function toUserStats(user: UserStatsPayload, place: Demographics | undefined): UserStats {
  return {
    cityName: place?.user_city_name ?? null,
    subdivisions: place?.user_subdivisions ?? null,
    metroCode: place?.user_metro_code ?? null,
    country: place?.country ?? null,
    countryIso: place?.country_iso ?? null,
    subdivisionsIso: place?.subdivisions_iso ?? null,
    postalCode: place?.postal_code ?? user.zipcode,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    birthYear: user.u_by,
    gender: user.u_gen,
    uid: user.unique_id,
    isAuthenticated: user.is_authenticated,
    email: user.email,
  };
}

/**
 * The user state's who and where (001 section 3): sign-up data plus, once logged in, the location
 * from GET /listener/demographics/. Observing it loads the location.
 */
export function useUserStats(): UserStats {
  const user = useUser();
  const { data: place } = useDemographics(user);
  return toUserStats(user, place);
}
