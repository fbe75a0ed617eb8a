import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { fakeWebDist } from '../../../test/fake-web-dist';

/** Every http(s) origin named in a text, e.g. ['https://radio.example.com']. */
const origins = (text: string) => [...new Set([...text.matchAll(/https?:\/\/[^/"'<>\s]*/g)].map((m) => m[0]))];

/** What a visitor (or an attacker in front of a CDN) controls: the Host, the proxy's headers and the path. */
const HOSTILE_REQUESTS = [
  { url: '/about/', headers: { host: 'evil.example' } },
  { url: '/about/', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } },
  { url: '//evil.example/about/', headers: {} },
  { url: '/\\evil.example/about/', headers: {} },
  { url: '/robots.txt', headers: { host: 'evil.example' } },
  { url: '/sitemap.xml', headers: { host: 'evil.example' } },
];

describe.each(DIALECTS)("the site's own URLs on %s", (dialect) => {
  let webDist: string;
  beforeAll(() => {
    webDist = fakeWebDist();
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  describe.each([
    ['PUBLIC_URL set, behind a proxy that terminates https', { PUBLIC_URL: 'https://radio.example.com', TRUST_PROXY: 'true' }, 'https://radio.example.com'],
    ['no PUBLIC_URL in development', { HOST: '127.0.0.1', PORT: '8123' }, 'http://127.0.0.1:8123'],
  ])('%s', (_name, env, site) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { pages: true, env: { WEB_DIST: webDist, ...env } });
    });
    afterAll(() => t.close());

    it.each(HOSTILE_REQUESTS)('names only the site in pages, robots.txt and the sitemap: $url $headers', async (request) => {
      const res = await t.app.inject({ method: 'GET', ...request });
      expect(res.statusCode).toBeLessThan(500);
      expect(origins(res.body).filter((origin) => !origin.startsWith('http://www.sitemaps.org'))).toEqual([site]);
      expect(res.body).not.toContain('//evil.example');
    });

    it('writes robots.txt, the sitemap and pages against the site, whatever the Host', async () => {
      const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
      const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
      expect(sitemap.body).toContain(`<loc>${site}/about/</loc>`);
      const page = await t.app.inject({ url: '/about/', headers: { host: 'evil.example' } });
      expect(page.body).toContain(`<link rel="canonical" href="${site}/about/">`);
      expect(page.body).toContain(`<meta name="site" content="${site}">`);
    });
  });
});
