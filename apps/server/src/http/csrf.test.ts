import { CSRF_HEADER } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../test/app';
import { databaseSnapshot } from '../test/db-snapshot';
import { DIALECTS } from '../test/db';
import { type DocumentedRoute, everyRoute, fillPath, registeredRoutes, routeShape } from '../test/routes';

describe.each(DIALECTS)('CSRF on every write route on %s', (dialect) => {
  let t: TestApp;
  let writes: DocumentedRoute[];
  let pathValues: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    writes = [...(await everyRoute(t.app, 'POST')), ...(await everyRoute(t.app, 'DELETE'))];
    const channel = await t.db.selectFrom('channels').select('id').orderBy('oldid').executeTakeFirstOrThrow();
    pathValues = { id: channel.id, action: 'remove_track', key: 'k'.repeat(43) };
  });
  afterAll(() => t.close());

  const send = (visitor: Visitor, route: DocumentedRoute, headers: Record<string, string>) =>
    visitor.request({
      method: route.method,
      url: fillPath(route.url, pathValues),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: route.method === 'POST' ? 'c=1&v=5&email=a%40b.co' : undefined,
    });

  it('finds every write route fastify answers', () => {
    const registered = [...registeredRoutes(t.app, 'POST'), ...registeredRoutes(t.app, 'DELETE')];
    expect(registered.length).toBeGreaterThan(20);
    const shapes = (routes: { method: string; url: string }[]) => new Set(routes.map((r) => `${r.method} ${routeShape(r.url)}`));
    expect(shapes(writes)).toEqual(shapes(registered));
  });

  it('refuses a missing token, a wrong one, another session’s and a cross-site request, and changes nothing', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const other = await newVisitor(t.app);
    const before = await databaseSnapshot(t.db);
    for (const route of writes) {
      const attempts = {
        missing: { [CSRF_HEADER]: '' },
        wrong: { [CSRF_HEADER]: 'A'.repeat(43) },
        otherSession: { [CSRF_HEADER]: other.csrf as string },
        crossSite: { 'sec-fetch-site': 'cross-site' },
      };
      for (const [attack, headers] of Object.entries(attempts)) {
        const res = await send(visitor, route, headers);
        expect(res.statusCode, `${attack} ${route.method} ${route.url}`).toBe(403);
        expect(res.json(), `${attack} ${route.method} ${route.url}`).toEqual({ error: 'csrf_failed', message: expect.any(String) });
      }
    }
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it('lets the same requests through with the visitor’s own token, from the same site', async () => {
    for (const route of writes) {
      const { visitor } = await signedUpVisitor(t.app);
      const res = await send(visitor, route, { 'sec-fetch-site': 'same-origin' });
      expect(res.json().error, `${route.method} ${route.url}`).not.toBe('csrf_failed');
    }
  });
});
