import { APP_FILES } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createPagesTestApp } from '../../../test/fake-web-dist';

// Static files: the database plays no part, so SQLite alone.
describe("the installable app's files", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPagesTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('serves the service worker from the root, asked for again on every use, and 304 when unchanged', async () => {
    const worker = await t.app.inject({ url: APP_FILES.serviceWorker });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(APP_FILES.serviceWorker);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: APP_FILES.serviceWorker, headers: { 'if-none-match': String(worker.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the manifest and icons as what they are, kept a day', async () => {
    const manifest = await t.app.inject({ url: APP_FILES.manifest });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    for (const icon of Object.values(APP_FILES.icons)) {
      const res = await t.app.inject({ url: icon });
      expect({ icon, status: res.statusCode, type: res.headers['content-type'], cache: res.headers['cache-control'] }).toEqual({
        icon,
        status: 200,
        type: 'image/png',
        cache: 'public, max-age=86400',
      });
    }
  });

  it('serves the offline page with a policy that runs its own script and nothing inline', async () => {
    const page = await t.app.inject({ url: APP_FILES.offlinePage });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});
