import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';

describe('security headers', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp('sqlite');
    production = await createTestApp('sqlite', { env: { NODE_ENV: 'production', PUBLIC_URL: 'https://radio.example.com' } });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('forbid MIME sniffing and cut referrers on every answer: JSON, errors, images', async () => {
    for (const path of ['/c/m/json/genres/', '/c/m/json/no-such-call/', '/img/tiles/default.svg']) {
      const res = await dev.app.inject(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('ask browsers for HTTPS only in production', async () => {
    expect((await production.app.inject('/c/m/json/genres/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
