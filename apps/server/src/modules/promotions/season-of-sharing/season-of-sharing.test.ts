import { SEASON_OF_SHARING_TEXT } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FakeClock, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { runSeasonCommand } from './command';
import { SeasonOfSharingRepo } from './repo';
import { SeasonOfSharingService } from './service';

const HOUR = DAY / 24;

describe.each(DIALECTS)('Season of Sharing API on %s', (dialect) => {
  let t: TestApp;
  // Monday 15 June 2026, 12:00 UTC (08:00 in New York).
  const clock = new FakeClock(Date.UTC(2026, 5, 15, 12, 0, 0));
  const command = (...args: string[]) => runSeasonCommand(new SeasonOfSharingService(new SeasonOfSharingRepo(t.db), clock.now), args);
  const vote = (visitor: Visitor, query: Record<string, string>) => visitor.request({ method: 'POST', url: `/sos/vote?${new URLSearchParams(query)}` });

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
  });
  afterAll(() => t.close());

  it('lists the charities with their images, and says the vote is closed until the operator opens it', async () => {
    const res = await t.app.inject('/sos/charities');
    expect(res.statusCode).toBe(200);
    const { season_open, charities } = res.json();
    expect(season_open).toBe(false);
    expect((await t.app.inject('/sos/season')).json()).toEqual({ season_open: false });
    expect(charities.length).toBeGreaterThanOrEqual(3);
    for (const charity of charities) {
      expect(Object.keys(charity).sort()).toEqual(['_id', 'description', 'img', 'name', 'param', 'twitter', 'url']);
      const image = await t.app.inject(charity.img);
      expect(image.statusCode, charity.img).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    const visitor = new Visitor(t.app);
    await visitor.get('/sos/charities');
    const closed = await vote(visitor, { type: 'present', param: charities[0].param, name: '' });
    expect(closed.json()).toEqual({ is_valid: false, error: SEASON_OF_SHARING_TEXT.closed });
  });

  it('counts one vote per listener per day in the season’s time zone, for a listed or a written-in charity', async () => {
    expect(await command('open', '2026-06-01', '2026-06-30', 'America/New_York')).toEqual(['The vote is open from 2026-06-01 to 2026-06-30 (America/New_York).']);
    expect((await t.app.inject('/sos/charities')).json().season_open).toBe(true);
    expect((await t.app.inject('/sos/season')).json()).toEqual({ season_open: true });
    const listener = new Visitor(t.app);
    await listener.get('/sos/charities');
    expect((await vote(listener, { type: 'present', param: 'harbor-food-bank' })).json()).toEqual({ is_valid: true, error: null });
    expect((await vote(listener, { type: 'write-in', name: 'Another Good Cause' })).json()).toEqual({ is_valid: false, error: SEASON_OF_SHARING_TEXT.alreadyVoted });
    // 02:00 UTC on the 16th is still the 15th in New York.
    clock.advance(14 * HOUR);
    expect((await vote(listener, { type: 'write-in', name: 'Another Good Cause' })).json().error).toBe(SEASON_OF_SHARING_TEXT.alreadyVoted);
    clock.advance(4 * HOUR);
    expect((await vote(listener, { type: 'write-in', name: 'Another Good Cause   ' })).json()).toEqual({ is_valid: true, error: null });
    const rows = await t.db.selectFrom('charity_votes').select(['day', 'type', 'name', 'charity_param']).orderBy('id').execute();
    expect(rows.slice(-2)).toEqual([
      { day: '2026-06-15', type: 'present', name: 'Harbor Food Bank', charity_param: 'harbor-food-bank' },
      { day: '2026-06-16', type: 'write-in', name: 'Another Good Cause', charity_param: null },
    ]);
  });

  it('refuses a write-in that is empty or longer than 38 characters, and a charity that is not listed', async () => {
    const listener = new Visitor(t.app);
    await listener.get('/sos/charities');
    expect((await vote(listener, { type: 'write-in', name: '    ' })).json().error).toBe(SEASON_OF_SHARING_TEXT.writeInRequired);
    expect((await vote(listener, { type: 'write-in', name: 'x'.repeat(39) })).json().error).toBe(SEASON_OF_SHARING_TEXT.writeInTooLong);
    expect((await vote(listener, { type: 'present', param: 'no-such-charity' })).json().error).toBe(SEASON_OF_SHARING_TEXT.unknownCharity);
    expect((await vote(listener, { type: 'write-in', name: `${'y'.repeat(38)}  ` })).json()).toEqual({ is_valid: true, error: null });
  });

  it('answers 400 for an unknown vote type and 403 without the CSRF token', async () => {
    const listener = new Visitor(t.app);
    await listener.get('/sos/charities');
    const badType = await vote(listener, { type: 'maybe', name: 'x' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toBe('bad_request');
    const forged = await listener.request({ method: 'POST', url: '/sos/vote?type=write-in&name=x', headers: { 'x-csrftoken': 'forged' } });
    expect(forged.statusCode).toBe(403);
  });

  it('counts one of many votes sent at once by the same listener', async () => {
    const listener = new Visitor(t.app);
    await listener.get('/sos/charities');
    const before = await t.db.selectFrom('charity_votes').select('id').execute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(listener, { type: 'present', param: 'quiet-paws-rescue' })));
    expect(answers.filter((a) => a.json().is_valid)).toHaveLength(1);
    expect((await t.db.selectFrom('charity_votes').select('id').execute()).length).toBe(before.length + 1);
  });

  it('draws one of the day’s votes once, on weekdays of the season only', async () => {
    const today = '2026-06-16';
    const drawn = await command('draw', today);
    expect(drawn[0]).toMatch(/^Drawn for 2026-06-16: /);
    const names = (await t.db.selectFrom('charity_votes').select('name').where('day', '=', today).execute()).map((r) => r.name);
    expect(names.some((name) => drawn[0].includes(name))).toBe(true);
    expect(await command('draw', today)).toEqual([drawn[0].replace('Drawn', 'Already drawn')]);
    expect(await command('draw', '2026-06-20')).toEqual(['Nothing drawn for 2026-06-20: votes are drawn on weekdays only.']);
    expect(await command('draw', '2026-06-17')).toEqual(['Nothing drawn for 2026-06-17: nobody voted that day.']);
    expect(await command('draw', '2026-07-01')).toEqual(['Nothing drawn for 2026-07-01: the vote was not open that day.']);
    await expect(command('open', '2026-06-30', '2026-06-01')).rejects.toThrow('before the first');
    await expect(command('open', '2026-06-01', '2026-06-30', 'Mars/Olympus')).rejects.toThrow('not a time zone');
    expect(await command('close')).toEqual(['The vote is closed.']);
    expect(await command('status')).toEqual(['The vote is closed.']);
    expect((await t.app.inject('/sos/season')).json()).toEqual({ season_open: false });
  });
});
