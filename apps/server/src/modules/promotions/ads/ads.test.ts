import { AD_FORMATS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { runAdsCommand } from './command';
import { HOUSE_ADS } from './demo';
import { AdsRepo } from './repo';
import { AdsService, pickByWeight } from './service';

describe('pickByWeight', () => {
  it('gives each creative a share of draws in proportion to its weight, and none to weight 0', () => {
    const creatives = [{ id: 'a', weight: 1 }, { id: 'never', weight: 0 }, { id: 'b', weight: 3 }];
    const picks = Array.from({ length: 4 }, (_, ticket) => pickByWeight(creatives, () => ticket)?.id);
    expect(picks).toEqual(['a', 'b', 'b', 'b']);
    expect(pickByWeight([{ weight: 0 }])).toBeNull();
  });
});

describe.each(DIALECTS)('ad server on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock(Date.UTC(2026, 10, 27, 12));
  const command = (...args: string[]) => runAdsCommand(new AdsService(new AdsRepo(t.db), clock.now), args);
  let visitor: Visitor;

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    visitor = new Visitor(t.app);
    await visitor.get('/c/m/json/genres/');
  });
  afterAll(() => t.close());

  it("serves each slot a creative of its format, with the format's size, and its house-ad image", async () => {
    for (const [slot, format] of [['leaderboard-music-play', 'leaderboard'], ['rectangle-right-2', 'rectangle'], ['video', 'video']] as const) {
      const res = await visitor.post('/c/m/json/ads/serve/', { slot });
      expect(res.statusCode, slot).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { ad } = res.json();
      expect(HOUSE_ADS.find((h) => h.id === ad.id)?.format).toBe(format);
      expect({ width: ad.width, height: ad.height }).toEqual(AD_FORMATS[format]);
      const image = await t.app.inject(ad.image);
      expect(image.statusCode).toBe(200);
      expect(image.body).toContain(`width="${AD_FORMATS[format].width}"`);
    }
  });

  it('counts impressions and clicks per creative, and the operator sees them', async () => {
    const counts = async (id: string) => {
      const line = (await command('list', '1')).find((l) => l.startsWith(id)) ?? '';
      const [, seen, clicks] = /(\d+) seen, (\d+) clicks/.exec(line) ?? [];
      return { on: / {2}on {3}\d+ seen/.test(line), seen: Number(seen), clicks: Number(clicks) };
    };
    const [disabled, shown] = HOUSE_ADS.filter((h) => h.format === 'rectangle');
    expect(await command('disable', disabled.id)).toEqual([`${disabled.id} is no longer shown.`]);
    const [disabledBefore, shownBefore] = [await counts(disabled.id), await counts(shown.id)];
    const served = await Promise.all(Array.from({ length: 6 }, () => visitor.post('/c/m/json/ads/serve/', { slot: 'rectangle-right-1' })));
    expect(new Set(served.map((r) => r.json().ad.id))).toEqual(new Set([shown.id]));
    expect((await visitor.post('/c/m/json/ads/click/', { id: shown.id })).json()).toEqual({ counted: true });
    expect(await counts(shown.id)).toEqual({ on: true, seen: shownBefore.seen + 6, clicks: shownBefore.clicks + 1 });
    expect(await counts(disabled.id)).toEqual({ ...disabledBefore, on: false });
    expect(await command('enable', disabled.id)).toEqual([`${disabled.id} is shown again.`]);
  });

  it('gives a slot an ad the page does not show yet, when its format has one', async () => {
    const [first, second] = HOUSE_ADS.filter((h) => h.format === 'leaderboard');
    for (let i = 0; i < 5; i++) {
      const { ad } = (await visitor.post('/c/m/json/ads/serve/', { slot: 'leaderboard-channels', shown: `${first.id},not-an-id` })).json();
      expect(ad.id).toBe(second.id);
    }
    const { ad } = (await visitor.post('/c/m/json/ads/serve/', { slot: 'leaderboard-channels', shown: `${first.id},${second.id}` })).json();
    expect([first.id, second.id]).toContain(ad.id);
  });

  it('serves nothing when a format has no creative to show', async () => {
    for (const ad of HOUSE_ADS.filter((h) => h.format === 'video')) await command('disable', ad.id);
    expect((await visitor.post('/c/m/json/ads/serve/', { slot: 'video' })).json()).toEqual({ ad: null });
  });

  it('lets the operator add a creative, refusing a bad format, link or weight in plain words', async () => {
    const added = await command('add', 'video', 'https://cdn.example.com/spot.png', 'https://advertiser.example.com/', 'Winter sale', '5', 'Acme winter');
    expect(added[0]).toMatch(/^Added [0-9a-f]{24} \(video, weight 5\)\.$/);
    expect((await visitor.post('/c/m/json/ads/serve/', { slot: 'video' })).json().ad).toMatchObject({ click: 'https://advertiser.example.com/', alt: 'Winter sale' });
    await expect(command('add', 'banner', '/x.png', '/y/', 'Alt')).rejects.toThrow('format must be one of leaderboard, rectangle, video');
    await expect(command('add', 'video', '/x.png', 'javascript:alert(1)', 'Alt')).rejects.toThrow('click URL must be a path');
    await expect(command('add', 'video', '//evil.example/x.png', '/y/', 'Alt')).rejects.toThrow('image must be a path');
    await expect(command('add', 'video', '/x.png', '/y/', 'Alt', '-1')).rejects.toThrow('weight must be a whole number');
    await expect(command('enable', '000000000000000000000000')).rejects.toThrow('No creative has the id');
  });

  it('answers 400 for an unknown slot, 404 for a click on an unknown creative, 403 without the CSRF token', async () => {
    expect((await visitor.post('/c/m/json/ads/serve/', { slot: 'skyscraper' })).statusCode).toBe(400);
    expect((await visitor.post('/c/m/json/ads/click/', { id: '000000000000000000000000' })).statusCode).toBe(404);
    expect((await visitor.post('/c/m/json/ads/click/', { id: 'not-an-id' })).statusCode).toBe(400);
    const forged = await visitor.post('/c/m/json/ads/serve/', { slot: 'video' }, { 'x-csrftoken': 'forged' });
    expect(forged.statusCode).toBe(403);
  });
});
