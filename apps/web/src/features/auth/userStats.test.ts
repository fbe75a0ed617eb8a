import { describe, expect, it } from 'vitest';
import { idSyncCountry } from './idSync';
import { ANONYMOUS } from '../../api/accounts';
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

  it('feed the ID-sync step only for a listener logged in with an email, in the US or Canada', () => {
    const listener = { ...ANONYMOUS, is_authenticated: true, unique_id: 'u1', email: 'ada@example.com' };
    const where = (country_iso: string | null) => ({
      ip: '8.8.8.8', country: null, country_iso, user_city_name: null, user_subdivisions: null, subdivisions_iso: null,
      user_metro_code: null, metro: null, postal_code: null, zip: null, latitude: null, longitude: null,
    });
    expect(idSyncCountry(toUserStats(listener, where('US')))).toBe('US');
    expect(idSyncCountry(toUserStats(listener, where('CA')))).toBe('CA');
    expect(idSyncCountry(toUserStats(listener, where('GB')))).toBeNull();
    expect(idSyncCountry(toUserStats(listener, where(null)))).toBeNull();
    expect(idSyncCountry(toUserStats(listener, undefined))).toBeNull();
    // A Facebook account may have no email; a visitor is not logged in.
    expect(idSyncCountry(toUserStats({ ...listener, email: null, facebook_user: true }, where('US')))).toBeNull();
    expect(idSyncCountry(toUserStats(ANONYMOUS, where('US')))).toBeNull();
  });
});
