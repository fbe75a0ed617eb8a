import { ACCOUNT_LIMITS, AUTH_TEXT, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, newVisitor, requestEmailChange, signUpFields, signedUpVisitor, uniqueEmail } from '../../test/accounts';
import { FakeClock, MINUTE, type TestApp, type Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { readMail } from '../../test/mail';

const PER_IP = ACCOUNT_LIMITS.authAttemptsPerIp;
const PER_ACCOUNT = ACCOUNT_LIMITS.authAttemptsPerAccount;
const WINDOW = ACCOUNT_LIMITS.authWindowMinutes * MINUTE;

function expectLimited(res: Awaited<ReturnType<Visitor['post']>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000);
  expect(res.json()).toEqual({ error: 'rate_limited', message: AUTH_TEXT.tooManyAttempts(Math.ceil(retryAfter / 60)) });
}

describe.each(DIALECTS)('log-in, sign-up and reset rate limits on %s', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
  });
  afterAll(() => t.close());

  it(`allows ${PER_ACCOUNT} log-in attempts per account from any addresses, then 429 until the window ends`, async () => {
    const { email, password } = await signedUpVisitor(t.app);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await logIn(await newVisitor(t.app), email, 'wrong password');
      expect(res.json().error).toBe(AUTH_TEXT.wrongCredentials);
    }
    // Even the right password waits, from a new address, with or without ?json=true.
    expectLimited(await logIn(await newVisitor(t.app), email.toUpperCase(), password));
    expectLimited(await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.logIn.path, { email, password }));
    // Other accounts are unaffected.
    const other = await signedUpVisitor(t.app);
    expect((await logIn(await newVisitor(t.app), other.email, other.password)).json().is_valid).toBe(true);
    clock.advance(WINDOW);
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(true);
  });

  it(`lets a listener log in ${PER_ACCOUNT + 5} times in a row from one address: successes do not count`, async () => {
    const { email, password } = await signedUpVisitor(t.app);
    const device = await newVisitor(t.app);
    for (let i = 0; i < PER_ACCOUNT + 5; i++) {
      const res = await logIn(device, email, password);
      expect(res.statusCode).toBe(200);
      expect(res.json().is_valid).toBe(true);
    }
  });

  it('starts counting an account\'s failures afresh after a successful log-in', async () => {
    const { email, password } = await signedUpVisitor(t.app);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await logIn(await newVisitor(t.app), email, 'wrong password')).json().error).toBe(AUTH_TEXT.wrongCredentials);
    expect((await logIn(await newVisitor(t.app), email, password)).json().is_valid).toBe(true);
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await logIn(await newVisitor(t.app), email, 'wrong password')).json().error).toBe(AUTH_TEXT.wrongCredentials);
    expectLimited(await logIn(await newVisitor(t.app), email, 'wrong password'));
  });

  it(`still refuses an address after ${PER_IP} failures across accounts, however often it logs in to its own account between them`, async () => {
    const own = await signedUpVisitor(t.app);
    const stuffer = await newVisitor(t.app);
    for (let i = 0; i < PER_IP; i++) {
      expect((await logIn(stuffer, own.email, own.password)).json().is_valid).toBe(true);
      expect((await logIn(stuffer, uniqueEmail(), 'leaked password')).json().error).toBe(AUTH_TEXT.wrongCredentials);
    }
    expectLimited(await logIn(stuffer, uniqueEmail(), 'leaked password'));
    // The address is refused as a whole, its own account included, until the window ends.
    expectLimited(await logIn(stuffer, own.email, own.password));
  });

  it(`allows ${PER_IP} log-in attempts per address across accounts, then 429`, async () => {
    const visitor = await newVisitor(t.app);
    for (let i = 0; i < PER_IP; i++) {
      const res = await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER }), { email: uniqueEmail(), password: '' });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(await visitor.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }));
    // Another address is unaffected.
    const res = await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' });
    expect(res.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off: a forged header does not reset the count', async () => {
    const visitor = await newVisitor(t.app);
    for (let i = 0; i < PER_IP; i++) {
      await visitor.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    }
    expectLimited(await visitor.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': '198.51.100.7' }));
  });

  it(`counts an IPv6 client by its /64: ${PER_IP} attempts from fresh addresses in it, then 429`, async () => {
    for (let i = 0; i < PER_IP; i++) {
      const res = await (await newVisitor(t.app, { ip: `2001:db8:77:1::${(i + 1).toString(16)}` })).post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(await (await newVisitor(t.app, { ip: '2001:db8:77:1:ffff:ffff:ffff:ffff' })).post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }));
    const neighbour = await newVisitor(t.app, { ip: '2001:db8:77:2::1' });
    expect((await neighbour.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' })).statusCode).toBe(200);
  });

  it('limits sign-up per address and per email', async () => {
    const visitor = await newVisitor(t.app);
    for (let i = 0; i < PER_IP; i++) {
      const res = await visitor.post(ACCOUNT_ENDPOINTS.signUp.path, signUpFields({ gender: '' }));
      expect(res.json().errors).toEqual([AUTH_TEXT.genderRequired]);
    }
    expectLimited(await visitor.post(ACCOUNT_ENDPOINTS.signUp.path, signUpFields()));
    const email = uniqueEmail();
    for (let i = 0; i < PER_ACCOUNT; i++) await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.signUp.path, signUpFields({ email, gender: '' }));
    expectLimited(await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.signUp.path, signUpFields({ email })));
  });

  it(`allows ${PER_ACCOUNT} email changes and ${PER_ACCOUNT} password changes per account, then 429`, async () => {
    const { visitor } = await signedUpVisitor(t.app);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const next = i % 2 ? (await signedUpVisitor(t.app)).email : uniqueEmail();
      expect((await requestEmailChange(visitor, next)).json()).toEqual({ success: true });
    }
    expectLimited(await requestEmailChange(visitor, uniqueEmail()));
    const wrong = { current_password: 'not my password', password: 'quiet morning radio', password_verify: 'quiet morning radio' };
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), wrong)).statusCode).toBe(200);
    expectLimited(await visitor.post(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), wrong));
  });

  it(`mails one address at most ${PER_ACCOUNT} change-email links or notes, whichever accounts ask`, async () => {
    const target = uniqueEmail('target');
    const before = (await t.outbox()).length;
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await requestEmailChange((await signedUpVisitor(t.app)).visitor, target)).json()).toEqual({ success: true });
    expectLimited(await requestEmailChange((await signedUpVisitor(t.app)).visitor, target));
    const mails = (await t.outbox()).slice(before).filter((m) => readMail(m.content).headers.to === target);
    expect(mails).toHaveLength(PER_ACCOUNT);
  });

  it('limits reset requests per email and new-password attempts per address', async () => {
    const { email } = await signedUpVisitor(t.app);
    const before = (await t.outbox()).length;
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email })).json()).toEqual({ status: 'ok' });
    }
    expectLimited(await (await newVisitor(t.app)).post(ACCOUNT_ENDPOINTS.resetRequest.path, { email }));
    expect(await t.outbox()).toHaveLength(before + PER_ACCOUNT);

    const guesser = await newVisitor(t.app);
    for (let i = 0; i < PER_IP; i++) {
      const key = `${String(i).padStart(2, '0')}${'k'.repeat(41)}`;
      const res = await guesser.post(endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } }), { key, password: 'quiet morning radio', password_verify: 'quiet morning radio' });
      expect(res.statusCode).toBe(400);
    }
    const key = 'z'.repeat(43);
    expectLimited(await guesser.post(endpointUrl(ACCOUNT_ENDPOINTS.recover, { params: { key } }), { key, password: 'quiet morning radio', password_verify: 'quiet morning radio' }));
  });
});

describe.each(DIALECTS)('rate limits behind a trusted proxy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('counts per client address from X-Forwarded-For when TRUST_PROXY=true', async () => {
    const proxy = await newVisitor(t.app, { ip: '10.9.9.9' });
    for (let i = 0; i < PER_IP; i++) {
      await proxy.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': '203.0.113.50' });
    }
    expectLimited(await proxy.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': '203.0.113.50' }));
    const res = await proxy.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': '203.0.113.51' });
    expect(res.statusCode).toBe(200);
  });

  it('reads only the entry the proxy appended: addresses the client wrote into X-Forwarded-For do not reset the count', async () => {
    const proxy = await newVisitor(t.app, { ip: '10.9.9.10' });
    const attempt = (forged: string) =>
      proxy.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': `${forged}, 203.0.113.70` });
    for (let i = 0; i < PER_IP; i++) expect((await attempt(`198.51.100.${i + 1}`)).statusCode).toBe(200);
    expectLimited(await attempt('198.51.100.200'));
  });
});

describe.each(DIALECTS)('rate limits behind proxies listed by address on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  it('counts the client that a CDN in front of nginx saw, whatever the client wrote before it', async () => {
    const nginx = await newVisitor(t.app, { ip: '10.2.2.2' });
    const attempt = (forged: string, client: string) =>
      nginx.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': `${forged}, ${client}, 10.1.1.1` });
    for (let i = 0; i < PER_IP; i++) expect((await attempt(`198.51.100.${i + 1}`, '203.0.113.80')).statusCode).toBe(200);
    expectLimited(await attempt('198.51.100.200', '203.0.113.80'));
    expect((await attempt('198.51.100.200', '203.0.113.81')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    const direct = await newVisitor(t.app, { ip: '192.0.2.9' });
    for (let i = 0; i < PER_IP; i++) {
      await direct.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    }
    expectLimited(await direct.post(ACCOUNT_ENDPOINTS.logIn.path, { email: uniqueEmail(), password: '' }, { 'x-forwarded-for': '198.51.100.7' }));
  });
});
