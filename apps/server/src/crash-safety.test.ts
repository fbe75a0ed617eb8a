import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp } from './test/http-sign-up';
import { seeded } from './test/catalogs';
import { DIALECTS, type TestDb, createTestDb } from './test/db';
import { fakeWebDist } from './test/fake-web-dist';
import { HttpVisitor } from './test/http-visitor';
import { ListenerWriter } from './test/listener-writer';
import { type ListenerWrites, type WriteKind, listenerWrites, writePools } from './test/listener-writes';
import { RestartableServer, type ServerBundle, buildServerBundle } from './test/restartable-server';
import { freePort, ownStoresEnv } from './test/server-process';
import { listenerRows, openSqliteFile, sqliteChecks } from './test/stored-rows';

const CRASHES = 20;
/** A crash comes after 1 to this many acknowledged writes since the server last started. */
const MOST_WRITES_BETWEEN_CRASHES = 40;
/** CRASH_SAFETY_SEED=<seed> replays a run's kill points and every lane's writes (not their interleaving). */
const SEED = Number(process.env.CRASH_SAFETY_SEED ?? randomInt(2 ** 31));
/** Starting the server is most of the time: 1–4 s a start on two busy cores, twenty-one starts. */
const TIMEOUT_MS = 300_000;

let bundle: ServerBundle;
let webDist: string;
beforeAll(async () => {
  bundle = await buildServerBundle();
  webDist = fakeWebDist();
});
afterAll(() => {
  bundle?.remove();
  rmSync(webDist, { recursive: true, force: true });
});

describe.each(DIALECTS)(`the server killed ${CRASHES} times on %s while a listener writes`, (dialect) => {
  let dataDir: string;
  let testDb: TestDb | undefined;
  let server: RestartableServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-crash-'));
    // PostgreSQL: a database of this run's own, migrated and seeded; SQLite: the server's file in dataDir.
    testDb = dialect === 'postgres' ? await createTestDb('postgres') : undefined;
    server = new RestartableServer(bundle.entry, await freePort(), {
      ...ownStoresEnv(),
      ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      CATALOG_SIZE: 'test',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUDIO_WORKERS: '1',
    });
    await server.start();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it acknowledged, whole and once, and its database checks clean', async () => {
    console.log(`crash safety on ${dialect}: seed ${SEED} (CRASH_SAFETY_SEED=${SEED} replays it)`);
    const listener = new HttpVisitor('10.9.0.1');
    await listener.get(server.baseUrl, ACCOUNT_ENDPOINTS.userStats.path);
    const { userId } = await signUpOverHttp(listener, server.baseUrl, dataDir);
    const pools = await writePools(listener, server.baseUrl);
    const kinds = listenerWrites(listener, server.baseUrl, pools);

    const writer = new ListenerWriter(listener, server.baseUrl, Object.values(kinds), SEED);
    const random = seeded(SEED);
    const inFlightAtCrash: number[] = [];
    try {
      for (let crash = 1; crash <= CRASHES; crash++) {
        await writer.acknowledgements(1 + Math.floor(random() * MOST_WRITES_BETWEEN_CRASHES));
        writer.hold();
        inFlightAtCrash.push(writer.inFlight);
        await server.stop('SIGKILL');
        await server.start();
        expect(await writer.settle(), `after crash ${crash}`).toEqual([]);
        writer.resume();
      }
    } finally {
      await writer.stop();
    }
    expect(writer.refused).toEqual([]);
    expect(inFlightAtCrash.every((n) => n > 0), `writes in flight at each crash: ${inFlightAtCrash}`).toBe(true);
    console.log(
      `crash safety on ${dialect}: ${Object.values(kinds).map((k) => `${k.name}s ${k.ledger.acknowledgedWrites} acknowledged, ${k.ledger.unansweredWrites} cut off`).join('; ')}`,
    );
    expect(await writer.settle()).toEqual([]);

    await server.stop('SIGTERM');
    const db = testDb?.db ?? openSqliteFile(path.join(dataDir, 'earshot.db'));
    try {
      expect(await listenerRows(db, userId)).toEqual(expectedRows(kinds, pools.channel));
      if (dialect === 'sqlite') expect(await sqliteChecks(db)).toEqual({ integrity: [{ integrity_check: 'ok' }], foreignKeyViolations: [] });
    } finally {
      if (!testDb) await db.destroy();
    }
  }, TIMEOUT_MS);
});

/** The rows the ledgers' settled values make: the listener's one copy of the channel holds the bans. */
function expectedRows(kinds: ListenerWrites, channel: string) {
  const stored = (kind: WriteKind) => [...kind.ledger.known()].filter(([, value]) => value > 0).sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    ratings: stored(kinds.ratings).map(([track_id, rating]) => ({ track_id, rating })),
    channels: [{ id: expect.any(String), source_channel_id: channel, added: [channel] }],
    removedTracks: stored(kinds.songBans).map(([id]) => id),
    removedArtists: stored(kinds.artistBans).map(([id]) => id),
    favorites: stored(kinds.favorites).map(([id]) => id),
  };
}
