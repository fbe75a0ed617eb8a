import { defineConfig } from 'vitest/config';

/**
 * Tests of several servers sharing PostgreSQL and Redis run where both are given (.ci/run sets
 * DATABASE_URL and REDIS_URL), as the API suite's PostgreSQL half does; on a machine with neither,
 * `npm test` runs everything else.
 */
const SHARED_STORE_TESTS = ['apps/server/src/several-servers.test.ts', 'apps/server/src/http/redis-rate-limit.test.ts'];
const sharedStores = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...(sharedStores ? [] : SHARED_STORE_TESTS)],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      // The benchmarks' own logic (aggregation, scheduling, verdicts); their timings run only under `npm run bench`.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], exclude: ['**/node_modules/**'], environment: 'node' } },
      // The dependency rules over the whole repository (tests/architecture/rules.ts).
      { test: { name: 'architecture', include: ['tests/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
