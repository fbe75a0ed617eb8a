import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { Scrape } from '../test/scrape';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** As test/cluster-scrapes.ts forks them, each counting 2 stream plays and 1000 bytes of web audio. */
const WORKERS = 2;

describe('metrics of a cluster (WORKERS > 1)', () => {
  it("are scraped from the primary's listener, every worker's figures summed", async () => {
    const primary = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/cluster-scrapes.ts'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(createInterface({ input: primary.stdout }), 'line')) as [string];
      const { url } = JSON.parse(line) as { url: string };
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(200);
      const scraped = new Scrape(await res.text());
      expect(scraped.value('earshot_plays_total', { source: 'stream' })).toBe(2 * WORKERS);
      expect(scraped.value('earshot_audio_bytes_total', { source: 'web' })).toBe(1000 * WORKERS);
      expect(scraped.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      primary.kill('SIGTERM');
      await once(primary, 'exit');
    }
  }, 60_000);
});
