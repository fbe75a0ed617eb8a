import { FIVE_STAR_LIMITS, type Playlist, type PlaylistItem } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { adAudienceOf } from './ad-audience';

const SIGN_UP_SPOT = 'Sign up free and hear fewer commercials';
const FIVE_STAR_SPOT = 'Rate songs to build your Five-Star channel';

describe('who a listener is to the ad breaks', () => {
  it('is a visitor, a member, or a member with Five-Star Radio unlocked', () => {
    expect(adAudienceOf(null, 0)).toBe('visitor');
    expect(adAudienceOf('u1', FIVE_STAR_LIMITS.unlockRatedSongs - 1)).toBe('member');
    expect(adAudienceOf('u1', FIVE_STAR_LIMITS.unlockRatedSongs)).toBe('five_star');
  });
});

describe.each(DIALECTS)('house spots for their audience, on %s', (dialect) => {
  let t: TestApp;
  let channel: string;
  beforeAll(async () => {
    // A break after every second of music heard: each call after a song opens with an ad.
    t = await createTestApp(dialect, { env: { AD_BREAK_EVERY_SECONDS: '1' } });
    channel = (await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  /** The spots heard over `breaks` breaks by a listener who hears each song the server sends. */
  async function spotsHeard(visitor: Visitor, breaks: number): Promise<Set<string>> {
    const titles = new Set<string>();
    let playing: PlaylistItem | undefined;
    for (let call = 0; call < breaks; call++) {
      const query = playing ? `?t=${playing._id.$oid}&ms=${Math.round(playing.duration * 1000)}` : '';
      const { items } = (await visitor.get(`/c/m/json/playlist/${channel}/${query}`)).json() as Playlist;
      for (const item of items) {
        if (item.type === 'ad') titles.add(item.title);
        await visitor.post('/c/m/json/played/', { t: item._id.$oid, c: channel, ms: Math.round(item.duration * 1000) });
      }
      playing = items.at(-1);
    }
    return titles;
  }

  it('pitch sign-up and Five-Star Radio to visitors', async () => {
    const heard = await spotsHeard(new Visitor(t.app), 40);
    expect(heard).toContain(SIGN_UP_SPOT);
    expect(heard).toContain(FIVE_STAR_SPOT);
  });

  it('never pitch sign-up to a logged-in listener', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const heard = await spotsHeard(visitor, 40);
    expect(heard.size).toBeGreaterThan(1);
    expect(heard).not.toContain(SIGN_UP_SPOT);
    expect(heard).toContain(FIVE_STAR_SPOT);
  });

  it('never pitch Five-Star Radio to a listener who has unlocked it', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const songs = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').limit(FIVE_STAR_LIMITS.unlockRatedSongs + 9).execute();
    for (const song of songs) expect((await visitor.post('/listener/rating/', { t: song.id, v: 4, w: 1 })).statusCode).toBe(200);
    const heard = await spotsHeard(visitor, 40);
    expect(heard.size).toBeGreaterThan(1);
    expect(heard).not.toContain(SIGN_UP_SPOT);
    expect(heard).not.toContain(FIVE_STAR_SPOT);
  });
});
