import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { type RawSession, STILL_OPEN, hungUpWithin, logInHead, rawClient, rawSession, trickle, upload } from '../test/raw-client';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
/** Room for a machine shared by several test runs: what is checked is that the server hangs up at all. */
const HANG_UP_WITHIN_MS = REQUEST_TIMEOUT_MS + 15_000;
const REFUSED_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The server answers 408 as it hangs up, or just hangs up. */
const TIMED_OUT = /^(HTTP\/1\.1 408 |$)/;

describe('clients that send their request slowly, or a body the server refuses', () => {
  let t: TestApp;
  let port: number;
  let session: RawSession;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    });
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(origin).port);
    session = await rawSession(origin);
  });
  afterAll(() => t.close());

  it('hangs up on a body, or headers, trickled slower than the request timeout, and on a connection that sends nothing', async () => {
    const slowBody = await rawClient(port);
    slowBody.socket.write(logInHead(session, 60_000));
    trickle(slowBody, 'email=aaaa', 300);
    const slowHeaders = await rawClient(port);
    slowHeaders.socket.write('GET /api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    trickle(slowHeaders, 'X', 300);
    const silent = await rawClient(port);

    const answers = await Promise.all([slowBody, slowHeaders, silent].map((c) => hungUpWithin(c, HANG_UP_WITHIN_MS)));
    for (const answer of answers) expect(answer).toMatch(TIMED_OUT);
  });

  it('hangs up on 500 slow bodies at once and answers a normal request meanwhile', async () => {
    const slow = await Promise.all(Array.from({ length: 500 }, () => rawClient(port)));
    for (const client of slow) {
      client.socket.write(logInHead(session, 60_000));
      trickle(client, 'email=aaaa', 500);
    }
    const normal = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    expect(normal.status).toBe(200);
    const answers = await Promise.all(slow.map((c) => hungUpWithin(c, HANG_UP_WITHIN_MS)));
    expect(answers.filter((a) => !TIMED_OUT.test(a))).toEqual([]);
  });

  it.each([
    ['a CSRF refusal (403)', 'wrong-token', /^HTTP\/1\.1 403 /],
    ['a declared length over the body limit (413)', undefined, /^HTTP\/1\.1 413 /],
  ])('does not read a 20 MB upload it refuses with %s, and closes the connection', async (_case, csrf, refusal) => {
    const client = await rawClient(port);
    client.socket.write(logInHead(session, REFUSED_UPLOAD_BYTES, csrf));
    const sending = upload(client, REFUSED_UPLOAD_BYTES);
    const answer = await hungUpWithin(client, HANG_UP_WITHIN_MS);
    await sending;
    expect(answer).not.toBe(STILL_OPEN);
    // The kernel's buffers on both sides took a few MB before the server hung up; it read none of the rest.
    expect(client.written()).toBeLessThan(REFUSED_UPLOAD_BYTES / 2);
    // The refusal is sent before hanging up, though a reset may overtake it at the client.
    if (answer) expect(answer).toMatch(refusal);
  });
});
