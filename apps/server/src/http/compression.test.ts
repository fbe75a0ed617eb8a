import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { MIN_COMPRESSED_BYTES, chooseEncoding } from './compression';

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
