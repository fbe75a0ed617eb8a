import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { fakeWebDist } from '../test/fake-web-dist';

/** One HTTP/1.1 request written byte for byte (no client library tidies the Host or the path); the status and body. */
async function rawRequest(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  const socket = connect(port, '127.0.0.1');
  socket.end(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  let text = '';
  for await (const chunk of socket) text += String(chunk);
  const [head, ...body] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: body.join('\r\n\r\n') };
}

describe('hostile Host headers and request targets', () => {
  let t: TestApp;
  let webDist: string;
  let port: number;

  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp('sqlite', { pages: true, env: { WEB_DIST: webDist } });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['[', 'a b', 'x@evil.example', 'evil.example/about', 'evil.example:80x'])('answers Host: %s with 400 on a page, robots.txt and the sitemap', async (host) => {
    for (const path of ['/', '/about/', '/robots.txt', '/sitemap.xml']) {
      const res = await rawRequest(port, path, host);
      expect(res.status, `${path} with Host: ${host}`).toBe(400);
      expect(JSON.parse(res.body), path).toEqual({ error: 'bad_request', message: expect.stringMatching(/\S/) });
    }
  });

  it('serves pages, robots.txt and the sitemap to a request with an empty Host, which names no site', async () => {
    for (const path of ['/', '/about/', '/robots.txt', '/sitemap.xml']) {
      expect((await rawRequest(port, path, '')).status, path).toBe(200);
    }
  });

  it.each([
    ['//', '/'],
    ['//about/', '/about/'],
    ['/\\about/', '/about/'],
    ['///about//', '/about/'],
    ['//evil.example/about/', '/evil.example/about/'],
    ['/\\evil.example/about/', '/evil.example/about/'],
    ['http://evil.example/about/', '/about/'],
    ['https://evil.example', '/'],
    ['*', '/*'],
  ])('serves %s as the page %s on this site', async (path, page) => {
    const res = await rawRequest(port, path, 'localhost');
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}${page}">`);
  });

  it('still serves an ordinary host name, IP address and port', async () => {
    for (const host of ['radio.example.com', 'radio.example.com:8080', '127.0.0.1:8080', '[::1]:8080', 'RADIO.example.COM.']) {
      expect((await rawRequest(port, '/about/', host)).status, host).toBe(200);
    }
  });
});
