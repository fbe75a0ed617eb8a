import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { createPagesTestApp } from '../../../test/fake-web-dist';
import { RENDER_TIMING } from './server-timing';

describe.each(DIALECTS)('a page names its render time on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPagesTestApp(dialect);
  });
  afterAll(() => t.close());

  it('in a Server-Timing header a browser and the Lighthouse bench can read', async () => {
    const page = await t.app.inject({ url: '/about/' });
    expect(page.statusCode).toBe(200);
    const match = String(page.headers['server-timing']).match(new RegExp(`^${RENDER_TIMING};dur=(\\d+(?:\\.\\d+)?)$`));
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(0);
  });
});
