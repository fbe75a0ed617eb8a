import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';

const FILE_ROUTES = ['/audio/', '/img/tiles/', '/img/covers155/', '/img/articles/', '/img/charities/', '/img/ads/'];
const TRAVERSALS = [
  '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%252f..%252fetc%252fpasswd', '....//....//etc/passwd',
  '%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afetc%c0%afpasswd', '..%5c..%5cetc%5cpasswd', '..\\..\\etc\\passwd', '%2Fetc%2Fpasswd', 'passwd%00.mp3',
  '..%2F..%2Fsecret.key', '..%2Fearshot.db',
];

describe('file routes and path traversal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('never serve a file outside their own, however the path is encoded', async () => {
    for (const prefix of FILE_ROUTES) {
      for (const attempt of TRAVERSALS) {
        const res = await t.app.inject(prefix + attempt);
        const where = `${prefix}${attempt} → ${res.statusCode}`;
        expect([400, 403, 404], where).toContain(res.statusCode);
        expect(res.json(), where).toMatchObject({ error: expect.any(String), message: expect.any(String) });
        expect(res.body, where).not.toMatch(/root:|SQLite format/);
      }
    }
  });

  it('refuse audio without a signature, with a forged one or past its expiry', async () => {
    const track = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').executeTakeFirstOrThrow();
    const expired = Math.floor(Date.now() / 1000) - 60;
    for (const query of ['', '?e=9999999999', `?e=9999999999&s=${'0'.repeat(32)}`, `?e=${expired}&s=${'a'.repeat(32)}`, '?e=-1&s=x', '?e=NaN&s=']) {
      const res = await t.app.inject(`/audio/${track.id}.mp3${query}`);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().error, query).toBe('audio_forbidden');
    }
  });
});
