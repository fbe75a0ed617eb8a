import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_CATALOG } from '@earshot/catalog';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import { createDb, migrateToLatest } from './db';
import type { Database } from './db/schema';
import { createInstance } from './instance';
import { seedDemo } from './seed';
import { DIALECTS, createEmptyDatabase } from './test/db';

/** Seeding's last long step, held while the test looks at the server (migrations pass through). */
const searchIndex = vi.hoisted(() => ({ hold: null as null | { reached: () => void; release: Promise<void> } }));

vi.mock('./modules/search/index-builder', async (importOriginal) => {
  const original = await importOriginal<typeof import('./modules/search/index-builder')>();
  return {
    ...original,
    buildSearchIndex: async (db: Kysely<Database>) => {
      const hold = searchIndex.hold;
      hold?.reached();
      await hold?.release;
      return original.buildSearchIndex(db);
    },
  };
});

describe.each(DIALECTS)('a first start on %s', (dialect) => {
  it('answers /healthz while it seeds the catalog, and /readyz only once the catalog is in', async () => {
    const empty = await createEmptyDatabase(dialect);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-first-start-'));
    const env = { DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40), LOG_LEVEL: 'silent', NODE_ENV: 'test', AUDIO_WORKERS: '1' } as const;
    const config = { ...loadConfig(env), database: empty.database };
    // As `npm start` does: migrate, listen, then seed on a connection of its own.
    const seeder = createDb(config.database);
    await migrateToLatest(seeder);
    const instance = await createInstance(config, { pages: false, audioWarmUp: false });
    const baseUrl = await instance.app.listen({ port: 0, host: '127.0.0.1' });
    let release = () => {};
    const reached = new Promise<void>((reachedIt) => {
      searchIndex.hold = { reached: reachedIt, release: new Promise((r) => (release = r)) };
    });
    const seeding = seedDemo(seeder, TEST_CATALOG);
    try {
      await reached;
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
      const whileSeeding = await fetch(`${baseUrl}/readyz`);
      expect(whileSeeding.status).toBe(503);
      expect(await whileSeeding.json()).toEqual({ status: 'unavailable', database: 'seeding', redis: 'not configured' });

      release();
      await seeding;
      const seeded = await fetch(`${baseUrl}/readyz`);
      expect(seeded.status).toBe(200);
      expect(await seeded.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
    } finally {
      release();
      searchIndex.hold = null;
      await seeding.catch(() => {});
      await instance.close();
      await seeder.destroy();
      await empty.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tells the operator each seeding step as it finishes: how far, what, and how long it took', async () => {
    const empty = await createEmptyDatabase(dialect);
    const db = createDb(empty.database);
    const lines: string[] = [];
    try {
      await migrateToLatest(db);
      await seedDemo(db, TEST_CATALOG, (done, total, label) => lines.push(`[${done}/${total}] ${label}`));
    } finally {
      await db.destroy();
      await empty.drop();
    }
    const total = lines.length;
    expect(total).toBeGreaterThan(10);
    expect(lines.every((line, i) => line.startsWith(`[${i + 1}/${total}] `) && / in \d+\.\d s$/.test(line))).toBe(true);
    const channelTracks = lines.find((line) => line.includes('channel_tracks'));
    expect(channelTracks).toMatch(/channel_tracks: [\d,]+ rows in/);
    expect(lines.some((line) => line.includes('search index'))).toBe(true);
  });
});
