import { bannerHtml } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { storeBanners } from './repo';

describe.each(DIALECTS)('banners API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the banners, the one to show first, with a variant for each kind of listener', async () => {
    const res = await t.app.inject('/c/m/json/banners/');
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(Object.keys(first).sort()).toEqual(['content', 'contentf', 'contentu', 'enabled']);
    expect(first.enabled).toBe('YES');
    expect(bannerHtml(first, 'anonymous')).toContain('href="/sign-up/"');
    expect(bannerHtml(first, 'user')).toContain('Five-Star');
    expect(bannerHtml(first, 'facebook')).toContain('Facebook');
  });

  it('stores banner HTML sanitised, and a disabled banner shows to nobody', async () => {
    await storeBanners(t.db, [
      {
        id: '000000000000000000000000',
        content: '<p onclick="steal()">Hello <img src=x onerror="steal()"><script>steal()</script><a href="javascript:steal()">there</a></p>',
        contentu: null,
        enabled: false,
        sort: -1,
      },
    ]);
    const [first] = (await t.app.inject('/c/m/json/banners/')).json();
    expect(first.enabled).toBe('NO');
    expect(first.content).not.toMatch(/onclick|onerror|<script|javascript:/);
    expect(first.content).toContain('Hello');
    expect(first.contentu).toBeNull();
    expect(bannerHtml(first, 'anonymous')).toBeNull();
    expect(bannerHtml({ ...first, enabled: 'YES' }, 'user')).toBe(first.content);
  });
});
