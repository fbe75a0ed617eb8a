import { Writable } from 'node:stream';
import { emailedLinkPath } from '@earshot/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorForLog, requestForLog, urlForLog } from './request-log';

const KEY = 'S3cretKeyS3cretKeyS3cret';

describe('the request log', () => {
  it('keeps personal stream keys out of the log and other paths as they are', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => done(void lines.push(String(chunk))) });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestForLog } } });
    app.get('/*', async () => 'ok');
    await app.inject(`/stream/me/${KEY}/12.mp3`);
    await app.inject('/stream/12.mp3');
    await app.close();
    const urls = lines.map((l) => JSON.parse(l)).filter((l) => l.req).map((l) => l.req.url);
    expect(urls).toEqual(['/stream/me/[key]/12.mp3', '/stream/12.mp3']);
    expect(lines.join('')).not.toContain('S3cretKey');
  });

  it("keeps no emailed link's key, however the page's address is spelled", () => {
    expect(urlForLog(emailedLinkPath('resetPassword', KEY))).toBe('/reset-password/[key]/');
    expect(urlForLog(`${emailedLinkPath('signUpConfirm', KEY)}?return_to=%2Fgenres%2F`)).toBe('/sign-up/confirm/[key]/?return_to');
    expect(urlForLog(`//Change-Email//Confirm/${KEY}/`)).toBe('/change-email/confirm/[key]/');
    expect(urlForLog(`/listener/dj-recover/${KEY}/`)).toBe('/listener/dj-recover/[key]/');
    expect(urlForLog('/reset-password/')).toBe('/reset-password/');
  });

  it('keeps the names of query parameters, not their values (a search or a form may hold an address)', () => {
    expect(urlForLog('/c/m/json/channel_search/?q=someone%40example.com&n=5')).toBe('/c/m/json/channel_search/?q&n');
    expect(urlForLog('/c/m/json/playlist/abc/')).toBe('/c/m/json/playlist/abc/');
  });

  it('keeps no email address searched for in a path', () => {
    expect(urlForLog('/c/m/json/page/search/pat%40example.com/')).toBe('/c/m/json/page/search/[email]/');
    expect(urlForLog('/c/m/json/page/search/Pat@Example.com/')).toBe('/c/m/json/page/search/[email]/');
  });
});

describe('errors in the log', () => {
  it('keep their type, code, message and stack, without email addresses or anything else they carry', () => {
    const refused = Object.assign(new Error('Can\'t send mail - all recipients were rejected: 550 <pat@example.com>: unknown'), {
      code: 'EENVELOPE',
      rejected: ['pat@example.com'],
      detail: 'Key (email)=(pat@example.com) already exists.',
    });
    const logged = errorForLog(refused);
    expect(logged).toEqual({ type: 'Error', code: 'EENVELOPE', message: 'Can\'t send mail - all recipients were rejected: 550 <[email]>: unknown', stack: expect.any(String) });
    expect(JSON.stringify(logged)).not.toContain('pat@example.com');
  });

  it('read whatever was thrown', () => {
    expect(errorForLog('x@example.com went wrong' as unknown as Error)).toEqual({ type: 'string', message: '[email] went wrong', stack: '' });
  });
});
