import * as contract from '@earshot/contract';
import { type Endpoint, defineEndpoint } from '@earshot/contract';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../test/app';
import { registeredRoutes } from '../test/routes';
import { buildOpenApi } from './openapi';
import { RouteTable, defineRoute } from './route';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && typeof value.path === 'string';

/** Every declaration the contract exports, however its table nests them (the mood pages are keyed by kind). */
function declaredEndpoints(value: unknown = contract): Endpoint[] {
  if (isEndpoint(value)) return [value];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.values(value).flatMap((v) => declaredEndpoints(v));
}

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('the route table', () => {
  const probe = defineEndpoint({
    method: 'POST',
    path: '/probe/:n/',
    params: z.object({ n: z.coerce.number().int() }),
    query: z.object({ q: z.string().optional() }),
    body: z.object({ v: z.string().min(1) }),
    response: z.object({ n: z.number(), q: z.string().nullable(), v: z.string() }),
  });
  const app = Fastify();
  const table = new RouteTable();
  beforeAll(async () => {
    await app.register(formbody);
    table.register(app, [
      defineRoute({ endpoint: probe, summary: 'Echo', tags: ['test'], handler: async ({ params, query, body }) => ({ n: params.n, q: query.q ?? null, v: body.v }) }),
    ]);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('serves the declaration at its method and path, with every part parsed by its schema', async () => {
    const res = await post('/probe/7/?q=x', 'v=hi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ n: 7, q: 'x', v: 'hi' });
    expect((await app.inject({ method: 'GET', url: '/probe/7/' })).statusCode).toBe(404);
  });

  it('refuses a call whose path, query or form does not match the declaration', async () => {
    expect((await post('/probe/x/', 'v=hi')).statusCode).toBe(400);
    expect((await post('/probe/7/?q=a&q=b', 'v=hi')).statusCode).toBe(400);
    expect((await post('/probe/7/', 'v=')).statusCode).toBe(400);
  });

  it('documents what it serves from the same declaration', () => {
    const doc = buildOpenApi(table.routes, 'test');
    const operation = doc.paths['/probe/{n}/'].post as { parameters: { name: string; in: string }[] };
    expect(operation.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['path n', 'query q']);
  });
});

describe('the contract and the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('declares each endpoint once', () => {
    const keys = declaredEndpoints().map(key);
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves every JSON declaration through the route table, and nothing else there', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z_]+)\}/g, ':$1')}`),
    );
    const declared = declaredEndpoints().filter((e) => e.response).map(key);
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('serves the declarations that answer with audio', () => {
    for (const endpoint of declaredEndpoints().filter((e) => !e.response)) {
      const served = registeredRoutes(t.app, endpoint.method).map((r) => r.url);
      expect(served).toContain(endpoint.path);
    }
  });
});
