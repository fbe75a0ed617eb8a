import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../test/accounts';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

/** OWASP's argon2id minimums: 19 MiB of memory, 2 passes. */
const MIN_MEMORY_KIB = 19 * 1024;
const MIN_PASSES = 2;

describe.each(DIALECTS)('stored passwords on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps only a salted argon2id hash at or above the OWASP parameters', async () => {
    const { userId, password } = await signedUpVisitor(t.app);
    const { password_hash: stored } = await t.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$[A-Za-z0-9+/]{22,}\$[A-Za-z0-9+/]{43,}$/.exec(stored ?? '');
    expect(params, String(stored)).not.toBeNull();
    expect(Number(params?.[1])).toBeGreaterThanOrEqual(MIN_MEMORY_KIB);
    expect(Number(params?.[2])).toBeGreaterThanOrEqual(MIN_PASSES);
    expect(stored).not.toContain(password);
  });
});
