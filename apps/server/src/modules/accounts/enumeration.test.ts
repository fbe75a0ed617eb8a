import * as argon2 from '@node-rs/argon2';
import { ACCOUNT_PATHS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn, newVisitor, signedUpVisitor } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe.each(DIALECTS)('no account enumeration on %s', (dialect) => {
  let t: TestApp;
  let known: { email: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    known = await signedUpVisitor(t.app);
  });
  afterAll(() => t.close());

  /** The answer and how many password verifications it cost. */
  async function answered(send: () => Promise<{ statusCode: number; body: string }>) {
    vi.mocked(argon2.verify).mockClear();
    const res = await send();
    return { status: res.statusCode, body: res.body, verifications: vi.mocked(argon2.verify).mock.calls.length };
  }

  it('logs in neither a known address with a wrong password nor an unknown one, alike and at the same cost', async () => {
    const visitor = await newVisitor(t.app);
    const knownAddress = await answered(() => logIn(visitor, known.email, 'not the password'));
    const unknownAddress = await answered(() => logIn(visitor, 'nobody.at.all@example.com', 'not the password'));
    expect(unknownAddress).toEqual(knownAddress);
    expect(knownAddress.verifications).toBe(1);
  });

  it('answers a reset request for a known and an unknown address alike', async () => {
    const visitor = await newVisitor(t.app);
    const knownAddress = await answered(() => visitor.post(ACCOUNT_PATHS.resetRequest, { email: known.email }));
    const unknownAddress = await answered(() => visitor.post(ACCOUNT_PATHS.resetRequest, { email: 'nobody.at.all@example.com' }));
    expect(unknownAddress).toEqual(knownAddress);
    expect(knownAddress.status).toBe(200);
  });
});
