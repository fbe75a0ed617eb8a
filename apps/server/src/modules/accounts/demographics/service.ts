import type { Demographics } from '@earshot/contract';
import type { Lookup } from 'geoip-lite';

type GeoLookup = (ip: string) => Lookup | null;

let geo: Promise<GeoLookup> | undefined;

/** geoip-lite reads ~150 MB of tables when it loads, so it is imported on the first lookup only. */
function geoLookup(): Promise<GeoLookup> {
  geo ??= import('geoip-lite').then((m) => {
    const lib = (m as { default?: { lookup: GeoLookup } }).default ?? (m as unknown as { lookup: GeoLookup });
    return (ip: string) => lib.lookup(ip);
  });
  return geo;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(iso: string): string | null {
  try {
    return regionNames.of(iso) ?? null;
  } catch {
    return null;
  }
}

const text = (value: string | undefined) => (value ? value : null);

/** The visitor's approximate location from their IP address, plus their own zipcode when logged in. */
export class DemographicsService {
  constructor(private readonly zipcodeOf: (userId: string) => Promise<string | null>) {}

  async of(ip: string, userId: string | null): Promise<Demographics> {
    const [found, zipcode] = await Promise.all([
      geoLookup().then((lookup) => lookup(ip)),
      userId ? this.zipcodeOf(userId) : Promise.resolve(null),
    ]);
    const metro = found?.metro ? found.metro : null;
    const [latitude, longitude] = found?.ll ?? [null, null];
    return {
      ip,
      country: found?.country ? countryName(found.country) : null,
      country_iso: text(found?.country),
      user_city_name: text(found?.city),
      user_subdivisions: text(found?.region),
      subdivisions_iso: text(found?.region),
      user_metro_code: metro,
      metro,
      postal_code: zipcode,
      zip: zipcode,
      latitude,
      longitude,
    };
  }
}
