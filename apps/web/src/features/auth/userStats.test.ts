import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from './queries';
import { toUserStats } from './userStats';

describe('user stats', () => {
  it('combine sign-up data and the location under the spec’s field names', () => {
    const stats = toUserStats(
      { ...ANONYMOUS, is_authenticated: true, unique_id: 'u1', email: 'ada@example.com', u_by: 1990, u_gen: 'F', zipcode: '02139' },
      {
        ip: '8.8.8.8', country: 'United States', country_iso: 'US', user_city_name: 'Boston', user_subdivisions: 'MA',
        subdivisions_iso: 'MA', user_metro_code: 506, metro: 506, postal_code: '02139', zip: '02139', latitude: 42.36, longitude: -71.06,
      },
    );
    expect(stats).toEqual({
      cityName: 'Boston', subdivisions: 'MA', metroCode: 506, country: 'United States', countryIso: 'US', subdivisionsIso: 'MA',
      postalCode: '02139', latitude: 42.36, longitude: -71.06, birthYear: 1990, gender: 'F', uid: 'u1', isAuthenticated: true,
      email: 'ada@example.com',
    });
  });

  it('keep the sign-up zip code while the location is unknown', () => {
    const stats = toUserStats({ ...ANONYMOUS, zipcode: '10001' }, undefined);
    expect(stats.postalCode).toBe('10001');
    expect(stats.country).toBeNull();
    expect(stats.isAuthenticated).toBe(false);
  });
});
