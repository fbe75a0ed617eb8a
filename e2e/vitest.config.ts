import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    // One server and one browser per file; files run one after another to keep two cores calm.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../.reports/e2e.json' },
  },
});
