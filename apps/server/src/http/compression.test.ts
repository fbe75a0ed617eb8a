import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { MIN_COMPRESSED_BYTES, chooseEncoding, compress, registerCompression } from './compression';
import { registerEtags } from './etag';

describe('choosing a response encoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const HOME = '/c/m/json/page/home/';

  it('sends a large JSON answer brotli-compressed to a browser, with the same content', async () => {
    const plain = await t.app.inject(HOME);
    const res = await t.app.inject({ url: HOME, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client without brotli, and plain bytes to one that asks for neither', async () => {
    const plain = await t.app.inject(HOME);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await t.app.inject({ url: HOME, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers that fit in one round trip alone, such as a playlist', async () => {
    const channel = (await t.app.inject(HOME)).json().sections[0].channels[0]._id.$oid;
    const res = await t.app.inject({ url: `/c/m/json/playlist/${channel}/`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    // A batch runs only to the next ad break (two or three songs), so it can be under 1 KB.
    expect(res.rawPayload.length).toBeGreaterThan(400);
    expect(res.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressing the same answer again', () => {
  /** A JSON answer every visitor gets alike, as the home page's, until its content changes. */
  let content = { channels: Array.from({ length: 400 }, (_, i) => ({ name: `Channel ${i}`, description: 'The same for every visitor' })) };
  const compressions: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerEtags(app);
    registerCompression(app, {
      compress: (body, size, encoding) => {
        compressions.push(encoding);
        return compress(body, size, encoding);
      },
    });
    app.get('/page', async () => content);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (encoding: string) => app.inject({ url: '/page', headers: { 'accept-encoding': encoding } });

  it('compresses an answer once per encoding however many visitors ask, and again once it changes', async () => {
    const first = await get('br');
    for (let i = 0; i < 4; i++) expect((await get('br')).rawPayload).toEqual(first.rawPayload);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(content);
    expect(compressions).toEqual(['br']);

    expect(gunzipSync((await get('gzip')).rawPayload).toString()).toBe(JSON.stringify(content));
    await get('gzip');
    expect(compressions).toEqual(['br', 'gzip']);

    content = { channels: content.channels.slice(1) };
    expect(JSON.parse(brotliDecompressSync((await get('br')).rawPayload).toString())).toEqual(content);
    expect(compressions).toEqual(['br', 'gzip', 'br']);
  });
});
