import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestDb, createTestDb } from '../../../test/db';
import { PlaylistRepo } from './repo';

describe.each(DIALECTS)("what a playlist call reads of a listener's stream, on %s", (dialect) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(dialect);
  });
  afterAll(() => test.destroy());

  it('counts a song heard when a play report came in, a skip at its very start included, and not one sent ahead and dropped', async () => {
    const channel = await test.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    const songs = await test.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').limit(4).execute();
    const reports = [
      { ms_played: 180_000, skipped: 0 },
      { ms_played: 0, skipped: 1 },
      { ms_played: 0, skipped: 0 },
      { ms_played: 0, skipped: 0 },
    ];
    await test.db
      .insertInto('plays')
      .values(songs.map((s, i) => ({ listener_key: 'k', user_id: null, channel_id: channel.id, track_id: s.id, served_at: i, ...reports[i] })))
      .execute();
    // The last one is the item the listener is on: heard, though its report is still to come.
    const history = await new PlaylistRepo(test.db).history('k', [channel.id], 0, { trackId: songs[3].id, ms: 1000 });
    expect(history.map((h) => h.heard)).toEqual([true, true, false, true]);
  });
});
