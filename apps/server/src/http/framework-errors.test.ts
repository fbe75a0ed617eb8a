import { API_ERROR_MESSAGES } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';

describe('addresses the router refuses before any route runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('get our error format, without the address repeated back', async () => {
    const long = 'x'.repeat(101);
    const tooLong = await t.app.inject(`/c/m/json/channel/${long}/`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: 'bad_request', message: API_ERROR_MESSAGES.badRequest });
    const undecodable = await t.app.inject('/audio/%c0%ae%c0%ae/x.mp3');
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ error: 'bad_request', message: API_ERROR_MESSAGES.badRequest });
    expect(undecodable.body).not.toContain('%c0');
  });
});
