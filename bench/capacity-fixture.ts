import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEST_CATALOG } from '@earshot/catalog';
import { MP3_KBPS } from '@earshot/catalog/audio';
import { createDb, migrateToLatest } from '@earshot/server/db';
import { seedDemo } from '@earshot/server/seed';
import { createBenchDatabase } from './bench-database';

export type Dialect = 'sqlite' | 'postgres';

export interface CapacityFixture {
  dataDir: string;
  /** What the server needs to use this fixture's database and audio. */
  env: Record<string, string>;
  /** Bytes of stand-in audio, by track id. */
  audioBytes: number;
  cleanup(): Promise<void>;
}

/**
 * A seeded test catalog with every track's audio already in the server's cache, as after a day of
 * listening: the benchmark measures serving, not synthesis (click-to-audio measures that). The
 * files are sparse, each the size a 128 kbps encode of the track has, so thousands of them cost no
 * disk; reads come from memory for Earshot and nginx alike, as hot files do from the page cache.
 */
export async function capacityFixture(dialect: Dialect): Promise<CapacityFixture> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-capacity-'));
  const postgres = dialect === 'postgres' ? await createBenchDatabase('capacity') : undefined;
  const databaseUrl = postgres?.url;
  const db = createDb(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: path.join(dataDir, 'earshot.db') });
  let audioBytes = 0;
  try {
    await migrateToLatest(db);
    await seedDemo(db, TEST_CATALOG);
    const tracks = await db.selectFrom('tracks').select(['id', 'duration_ms']).execute();
    const bytesPerMs = (MP3_KBPS * 1000) / 8 / 1000;
    for (const t of tracks) {
      const shard = path.join(dataDir, 'audio', t.id.slice(-2));
      mkdirSync(shard, { recursive: true });
      const size = Math.ceil(t.duration_ms * bytesPerMs);
      const file = await open(path.join(shard, `${t.id}.mp3`), 'w');
      await file.truncate(size);
      await file.close();
      audioBytes += size;
    }
  } finally {
    await db.destroy();
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    CATALOG_SIZE: 'test',
    AUDIO_CACHE_MAX_MB: String(Math.ceil(audioBytes / 1024 / 1024) + 64),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return {
    dataDir,
    env,
    audioBytes,
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}
