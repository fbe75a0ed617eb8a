import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestForLog } from './request-log';

describe('the request log', () => {
  it('keeps personal stream keys out of the log and other paths as they are', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => done(void lines.push(String(chunk))) });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestForLog } } });
    app.get('/*', async () => 'ok');
    await app.inject('/stream/me/S3cretKeyS3cretKeyS3cret/12.mp3');
    await app.inject('/stream/12.mp3?x=1');
    await app.close();
    const urls = lines.map((l) => JSON.parse(l)).filter((l) => l.req).map((l) => l.req.url);
    expect(urls).toEqual(['/stream/me/[key]/12.mp3', '/stream/12.mp3?x=1']);
    expect(lines.join('')).not.toContain('S3cretKey');
  });
});
