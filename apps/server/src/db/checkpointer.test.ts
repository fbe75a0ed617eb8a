import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './index';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite write-ahead log', () => {
  it('is folded back into the database file by the background checkpointer, not by the writing request', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-wal-'));
    const file = path.join(dir, 'earshot.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`CREATE TABLE notes (body TEXT)`.execute(db);
    // About 2 MB: far below the size at which a writer would checkpoint by itself.
    for (let i = 0; i < 50; i++) await sql`INSERT INTO notes (body) VALUES (${'x'.repeat(40_000)})`.execute(db);
    const before = statSync(file).size;
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
    await expect.poll(() => statSync(file).size, { timeout: 5000, interval: 100 }).toBeGreaterThan(before + 1_000_000);
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
