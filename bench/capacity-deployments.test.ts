import { describe, expect, it } from 'vitest';
import { deploymentsToRun } from './capacity';

const keys = (env: NodeJS.ProcessEnv) => deploymentsToRun(env).map((d) => d.key);

describe('the capacity bench deployments', () => {
  it('runs PostgreSQL + Redis behind nginx only when both are configured', () => {
    expect(keys({})).toEqual(['sqlite-alone', 'sqlite-nginx']);
    expect(keys({ DATABASE_URL: 'postgres://x' })).toEqual(['sqlite-alone', 'sqlite-nginx']);
    expect(keys({ DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://y' })).toEqual(['sqlite-alone', 'sqlite-nginx', 'postgres-nginx']);
  });

  it('runs the cases CAPACITY_CASES names, and refuses a name it does not know', () => {
    expect(keys({ CAPACITY_CASES: 'postgres-nginx, sqlite-nginx' })).toEqual(['sqlite-nginx', 'postgres-nginx']);
    expect(() => keys({ CAPACITY_CASES: 'sqlite-nginx,mysql' })).toThrow('CAPACITY_CASES: unknown mysql; known: sqlite-alone, sqlite-nginx, postgres-nginx');
  });
});
