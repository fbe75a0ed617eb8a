import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { fakeWebDist } from '../../../test/fake-web-dist';
import { audioStart } from '../../../test/http-visitor';

const CDN = 'https://cdn.example.com/earshot';

describe('audio from a CDN (AUDIO_BASE_URL)', () => {
  let t: TestApp;
  let webDist: string;
  let url: string;

  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp('sqlite', { pages: true, env: { AUDIO_BASE_URL: CDN, WEB_DIST: webDist } });
    const channel = await t.db.selectFrom('channels').select('id').where('owner_user_id', 'is', null).executeTakeFirstOrThrow();
    const playlist = (await t.app.inject({ method: 'GET', url: `/c/m/json/playlist/${channel.id}/` })).json();
    url = playlist.items.find((i: { type: string }) => i.type === 'song').url;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('hands listeners signed URLs on the CDN, which this server verifies when the CDN asks for them', async () => {
    expect(url.startsWith(`${CDN}/audio/`)).toBe(true);
    const asked = url.slice(CDN.length);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await audioStart(origin + asked);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    // The player reads audio with fetch() from the page's own origin.
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // A CDN keeps no answer that sets cookies.
    expect(res.headers['set-cookie']).toBeUndefined();

    const forged = asked.replace(/s=([0-9a-f])/, (_m, c: string) => `s=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it("lets pages play and fetch audio from the CDN's origin", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
  });
});
