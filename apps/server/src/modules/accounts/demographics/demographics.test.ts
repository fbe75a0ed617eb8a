import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signUp } from '../../../test/accounts';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

describe.each(DIALECTS)('demographics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('places a US address in the United States, privately and uncached', async () => {
    const res = await (await newVisitor(t.app, { ip: '8.8.8.8' })).get(ACCOUNT_ENDPOINTS.demographics.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ ip: '8.8.8.8', country_iso: 'US', country: 'United States', zip: null, postal_code: null });
    expect(typeof body.latitude).toBe('number');
    expect(typeof body.longitude).toBe('number');
  });

  it('answers nulls (and the address) for a local address', async () => {
    const res = await (await newVisitor(t.app, { ip: '127.0.0.1' })).get(ACCOUNT_ENDPOINTS.demographics.path);
    expect(res.json()).toEqual({
      ip: '127.0.0.1', country: null, country_iso: null, user_city_name: null, user_subdivisions: null, subdivisions_iso: null,
      user_metro_code: null, metro: null, postal_code: null, zip: null, latitude: null, longitude: null,
    });
  });

  it("gives a logged-in listener's own zipcode", async () => {
    const visitor = await newVisitor(t.app, { ip: '8.8.8.8' });
    expect((await signUp(visitor, { zipcode: '94105' })).body.is_valid).toBe(true);
    expect((await visitor.get(ACCOUNT_ENDPOINTS.demographics.path)).json()).toMatchObject({ country_iso: 'US', zip: '94105', postal_code: '94105' });
  });
});
