import * as argon2 from '@node-rs/argon2';
import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logIn, newVisitor, newestMailTo, outboxSize, signedUpVisitor, submitSignUp } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify), hash: vi.fn(real.hash) };
});

describe.each(DIALECTS)('no account enumeration on %s', (dialect) => {
  let t: TestApp;
  let known: { email: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    known = await signedUpVisitor(t.app);
  });
  afterAll(() => t.close());

  /** The answer and how many password hashes and verifications it cost. */
  async function answered(send: () => Promise<{ statusCode: number; body: string }>) {
    vi.mocked(argon2.verify).mockClear();
    vi.mocked(argon2.hash).mockClear();
    const res = await send();
    const { calls: verifications } = vi.mocked(argon2.verify).mock;
    return { status: res.statusCode, body: res.body, verifications: verifications.length, hashes: vi.mocked(argon2.hash).mock.calls.length };
  }

  it('logs in neither a known address with a wrong password nor an unknown one, alike and at the same cost', async () => {
    const visitor = await newVisitor(t.app);
    // The dummy hash for unknown addresses is made on first use: hashing is not what log-in compares.
    const { hashes: _madeOnce, ...unknownAddress } = await answered(() => logIn(visitor, 'nobody.at.all@example.com', 'not the password'));
    const { hashes: _none, ...knownAddress } = await answered(() => logIn(visitor, known.email, 'not the password'));
    expect(unknownAddress).toEqual(knownAddress);
    expect(knownAddress.verifications).toBe(1);
  });

  it('answers a reset request for a known and an unknown address alike', async () => {
    const visitor = await newVisitor(t.app);
    const knownAddress = await answered(() => visitor.post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: known.email }));
    const unknownAddress = await answered(() => visitor.post(ACCOUNT_ENDPOINTS.resetRequest.path, { email: 'nobody.at.all@example.com' }));
    expect(unknownAddress).toEqual(knownAddress);
    expect(knownAddress.status).toBe(200);
  });

  it('answers a sign-up form for a known and an unknown address alike, at the same cost; only the mailbox hears the difference', async () => {
    const unknown = 'someone.new@example.com';
    const skip = await outboxSize(t.app);
    const form = (email: string) => async () => (await submitSignUp(await newVisitor(t.app), { email })).res;
    const knownAddress = await answered(form(known.email));
    const unknownAddress = await answered(form(unknown));
    expect(unknownAddress).toEqual(knownAddress);
    expect(knownAddress).toMatchObject({ status: 200, hashes: 1 });
    expect(await newestMailTo(t.app, known.email, ACCOUNT_MAIL_TEXT.accountExistsEmailSubject, skip)).not.toBeNull();
    expect(await newestMailTo(t.app, unknown, ACCOUNT_MAIL_TEXT.signUpEmailSubject, skip)).not.toBeNull();
  });
});
