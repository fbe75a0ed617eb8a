import type { AddressInfo } from 'node:net';
import { ACCOUNT_LIMITS, endpointUrl, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFields, signedUpVisitor, uniqueEmail } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { HttpVisitor } from '../../test/http-visitor';

const PER_IP = ACCOUNT_LIMITS.authAttemptsPerIp;
const PER_ACCOUNT = ACCOUNT_LIMITS.authAttemptsPerAccount;

/** `path` with its character at `at` percent-encoded (`-` as `%2D`). */
const encodeAt = (path: string, at: number) => `${path.slice(0, at)}%${path.charCodeAt(at).toString(16).toUpperCase()}${path.slice(at + 1)}`;

/** Ways of writing `path` that reach its handler: every one must count against the same limits. */
function routedVariants(origin: string, path: string): string[] {
  const dash = encodeAt(path, path.indexOf('-'));
  return [
    path, `${path}?json=true`, `${path}?json=true&utm_source=mail`, `${path}?`,
    dash, dash.replace('%2D', '%2d'), encodeAt(path, 1),
    `${origin}${path}`,
  ];
}

/** Ways of writing it that do not: each must be refused without running the handler. */
function unroutedVariants(path: string): string[] {
  const bare = path.slice(0, -1);
  return [
    bare, path.toUpperCase(), path.replaceAll('/', '//'), `/${path}`, `${path}/`,
    path.replace(/^(\/[^/]+)\//, '$1/./'), path.replace(/^(\/[^/]+)\//, '$1/x/../'), `${bare}%2F`, `${bare};/`, `${path}%20`,
  ];
}

describe.each(DIALECTS)('rate limits across path variants on %s', (dialect) => {
  let t: TestApp;
  let origin: string;
  let visitors = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** A browser from its own address that has loaded a page (so it holds the session and CSRF cookies). */
  const newClient = async () => {
    visitors += 1;
    const client = new HttpVisitor(`198.18.${visitors >> 8}.${visitors & 255}`);
    await client.get(origin, ACCOUNT_ENDPOINTS.userStats.path);
    return client;
  };

  it.each([
    { call: 'log-in', path: ACCOUNT_ENDPOINTS.logIn.path, form: () => ({ email: uniqueEmail(), password: '' }) },
    { call: 'reset request', path: ACCOUNT_ENDPOINTS.resetRequest.path, form: () => ({ email: uniqueEmail() }) },
    { call: 'sign-up', path: ACCOUNT_ENDPOINTS.signUp.path, form: () => signUpFields({ gender: '' }) },
  ])('$call: every way of writing the path counts against one per-address limit; the others are not found', async ({ path, form }) => {
    const client = await newClient();
    const routed = routedVariants(origin, path);
    for (let i = 0; i < PER_IP; i++) {
      const target = routed[i % routed.length];
      expect((await client.postVerbatim(origin, target, form())).status, target).toBe(200);
    }
    for (const target of routed) {
      const res = await client.postVerbatim(origin, target, form());
      expect(res.status, target).toBe(429);
      expect(JSON.parse(res.body).error, target).toBe('rate_limited');
    }
    for (const target of unroutedVariants(path)) {
      const res = await client.postVerbatim(origin, target, form());
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body).error, target).toBe('not_found');
    }
  });

  it('logs nobody in through a path that does not reach the log-in handler', async () => {
    const { email, password } = await signedUpVisitor(t.app);
    const client = await newClient();
    for (const target of unroutedVariants(ACCOUNT_ENDPOINTS.logIn.path)) {
      expect((await client.postVerbatim(origin, target, { email, password })).status, target).toBe(404);
    }
    expect((await (await client.get(origin, ACCOUNT_ENDPOINTS.userStats.path)).json()).is_authenticated).toBe(false);
    expect(JSON.parse((await client.postVerbatim(origin, ACCOUNT_ENDPOINTS.logIn.path, { email, password })).body).is_valid).toBe(true);
  });

  it('recover: a reset key written percent-encoded counts against the same per-key limit', async () => {
    const key = 'q'.repeat(43);
    const encoded = endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } }).replace(key, key.replaceAll('q', '%71'));
    const form = { key, password: 'quiet morning radio', password_verify: 'quiet morning radio' };
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const target = i % 2 ? encoded : endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } });
      const res = await (await newClient()).postVerbatim(origin, target, form);
      expect(JSON.parse(res.body).error, target).toBe('reset_link_invalid');
    }
    for (const target of [encoded, endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } })]) {
      expect((await (await newClient()).postVerbatim(origin, target, form)).status, target).toBe(429);
    }
  });
});
