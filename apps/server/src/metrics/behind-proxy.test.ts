import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { type RunningNginx, deployDocLocation, startNginx } from '../test/nginx';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

describe('metrics behind the reverse proxy of docs/deploy.md', () => {
  let t: TestApp;
  let nginx: RunningNginx;
  let direct: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    direct = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    nginx = await startNginx([{ upstream: direct.slice('http://'.length), body: `${deployDocLocation('/')}\n${deployDocLocation('= /metrics')}` }]);
  });
  afterAll(async () => {
    nginx.stop();
    await t.close();
  });

  it('are never passed on to the public site, whatever the token or spelling', async () => {
    const bearer = { authorization: `Bearer ${TOKEN}` };
    expect((await fetch(`${nginx.urls[0]}/healthz`)).status).toBe(200);
    for (const path of ['/metrics', '/metrics?x=1', '//metrics']) {
      expect((await fetch(`${nginx.urls[0]}${path}`, { headers: bearer })).status, path).toBe(404);
    }
    // The app server itself, on the private network, answers the token.
    expect((await fetch(`${direct}/metrics`, { headers: bearer })).status).toBe(200);
  });
});
