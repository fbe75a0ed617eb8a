import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLD_BACK_AFTER_PAGES, WAL_SAFETY_CHECKPOINT_PAGES } from './checkpointer';
import { createDb } from './index';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The log's frame counts, read from a connection of the test's own (a NOOP checkpoint moves nothing). */
function walFrames(file: string): { log: number; checkpointed: number } {
  const reader = new Sqlite(file);
  try {
    return (reader.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[])[0];
  } finally {
    reader.close();
  }
}

describe('SQLite write-ahead log', () => {
  it('is folded back into the database file by the background checkpointer once it is large, not by the writing request', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-wal-'));
    const file = path.join(dir, 'earshot.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`CREATE TABLE notes (body TEXT)`.execute(db);
    const [{ page_size: pageSize }] = (await sql<{ page_size: number }>`PRAGMA page_size`.execute(db)).rows;
    // Past the fold-back size, far below the size at which a writer would checkpoint by itself.
    const rows = Math.ceil((FOLD_BACK_AFTER_PAGES * pageSize) / 40_000) + 20;
    for (let i = 0; i < rows; i++) await sql`INSERT INTO notes (body) VALUES (${'x'.repeat(40_000)})`.execute(db);
    const before = statSync(file).size;
    expect(walFrames(file).log).toBeLessThan(WAL_SAFETY_CHECKPOINT_PAGES);
    await expect.poll(() => statSync(file).size, { timeout: 5000, interval: 100 }).toBeGreaterThan(before + FOLD_BACK_AFTER_PAGES * pageSize);
    await db.destroy();
  });

  it('lets a small log be appended to after the checkpointer has run, so a write does not restart it and wait for its fsync', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-wal-'));
    const file = path.join(dir, 'earshot.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`CREATE TABLE notes (body TEXT)`.execute(db);
    await sql`INSERT INTO notes (body) VALUES (${'first'})`.execute(db);
    const written = walFrames(file).log;
    // Two of the checkpointer's turns.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await sql`INSERT INTO notes (body) VALUES (${'next'})`.execute(db);
    // A restarted log would count only the last write's frames.
    expect(walFrames(file).log).toBeGreaterThan(written);
    await db.destroy();
  });

  it('is folded back and gone once the database is destroyed, so a stopped server leaves one file', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-wal-'));
    const file = path.join(dir, 'earshot.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`CREATE TABLE notes (body TEXT)`.execute(db);
    await sql`INSERT INTO notes (body) VALUES (${'kept'})`.execute(db);
    expect(existsSync(`${file}-wal`)).toBe(true);
    await db.destroy();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = createDb({ kind: 'sqlite', file });
    expect((await sql<{ body: string }>`SELECT body FROM notes`.execute(reopened)).rows).toEqual([{ body: 'kept' }]);
    await reopened.destroy();
  });

  it('keeps a process that has nothing else to do alive until the database is closed', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-wal-'));
    const script = path.join(dir, 'close.mts');
    writeFileSync(script, [
      `import { createDb } from ${JSON.stringify(path.join(import.meta.dirname, 'index.ts'))};`,
      `const db = createDb({ kind: 'sqlite', file: ${JSON.stringify(path.join(dir, 'earshot.db'))} });`,
      "await db.schema.createTable('notes').addColumn('body', 'text').execute();",
      'await db.destroy();',
      "console.log('closed');",
    ].join('\n'));
    // Node exits with 13 when the await is left unsettled because nothing held the process.
    const printed = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect(printed.trim()).toBe('closed');
  });
});
