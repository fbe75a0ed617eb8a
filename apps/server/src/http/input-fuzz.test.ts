import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../test/app';
import { encodeFields, hostileBody, hostileFields, hostileValue } from '../test/hostile-values';
import { type DocumentedRoute, everyRoute } from '../test/routes';

/** Sent by an anonymous visitor, so that the logged-in one stays logged in for the other routes. */
const ENDS_THE_SESSION: string[] = [ACCOUNT_ENDPOINTS.logOut.path, ACCOUNT_ENDPOINTS.deleteAccount.path];
/** `{error, message}`; the reset request keeps its legacy `{status: 'error', message}` (docs/api.md). */
const ERROR_BODY = expect.objectContaining({ message: expect.stringMatching(/\S/) });
const HEAP_GROWTH_BOUND = 64 * 1024 * 1024;

// Heap figures mean what is kept only after a collection: garbage not yet collected is not a leak.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heapKept = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

describe('every route under malformed, huge and hostile input', () => {
  let t: TestApp;
  let routes: DocumentedRoute[];
  let listener: Visitor;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    routes = [...(await everyRoute(t.app, 'GET')), ...(await everyRoute(t.app, 'POST')), ...(await everyRoute(t.app, 'DELETE'))];
    ({ visitor: listener } = await signedUpVisitor(t.app));
  });
  afterAll(() => t.close());

  const hostileRequest = () =>
    fc.constantFrom(...routes).chain((route) => {
      const names = [...route.parameters.map((p) => p.name), ...Object.keys(route.body ?? {})];
      const pathParams = fc.array(hostileValue, { minLength: 4, maxLength: 4 });
      return fc.record({ route: fc.constant(route), pathParams, query: hostileFields(names), body: hostileFields(names).chain(hostileBody) });
    });

  it('answers 4xx with an error id and a message, never 5xx, and keeps its memory', async () => {
    const heapBefore = heapKept();
    await fc.assert(
      fc.asyncProperty(hostileRequest(), async ({ route, pathParams, query, body }) => {
        let n = 0;
        const url = route.url.replace(/:[A-Za-z_]+(?:\|:[A-Za-z_]+)*/g, () => encodeURIComponent(pathParams[n++]));
        const visitor = ENDS_THE_SESSION.includes(route.url) ? await newVisitor(t.app) : listener;
        const res = await visitor.request({
          method: route.method,
          url: `${url}?${encodeFields(query)}`,
          headers: route.method === 'GET' ? {} : { 'content-type': body.contentType },
          payload: route.method === 'GET' ? undefined : body.payload,
          payloadAsStream: true,
        });
        const text = await streamText(res.stream());
        const where = `${route.method} ${url.slice(0, 200)} → ${res.statusCode} ${text.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const answer = JSON.parse(text) as { error?: unknown; status?: unknown };
          expect(answer, where).toEqual(ERROR_BODY);
          expect(typeof answer.error === 'string' || answer.status === 'error', where).toBe(true);
        }
      }),
      { numRuns: 2000, seed: 7 },
    );
    expect(heapKept() - heapBefore).toBeLessThan(HEAP_GROWTH_BOUND);
  });
});

/** The body as text; an audio stream is cut short after its first chunk. */
async function streamText(stream: NodeJS.ReadableStream & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer));
    if (chunks.length > 1) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).toString('utf8');
}
