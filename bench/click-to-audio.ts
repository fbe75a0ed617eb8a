import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { encodeMp3 } from '@earshot/catalog/audio';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { type RunningServer, startServer } from '../e2e/support/server';
import { waitUntilQuiet } from './quiet';
import { type Row, summarize } from './stats';

const CHANNELS = 50;

/**
 * Records, inside the page, the time of each click and of the next `playing` event of any <audio>,
 * and offers that time as a promise. Waiting on the promise keeps the harness off the page while
 * it starts: polling (Playwright's default polls every animation frame) would make the page
 * render a frame every 16 ms, which costs a large page far more than the bare baseline page.
 */
const INSTRUMENT = `(() => {
  let playingAt = 0;
  let resolvePlaying = () => {};
  document.addEventListener('click', () => {
    window.__clickAt = performance.now();
    playingAt = 0;
    window.__playing = new Promise((resolve) => (resolvePlaying = resolve));
  }, true);
  document.addEventListener('playing', () => {
    if (playingAt) return;
    playingAt = performance.now();
    resolvePlaying(playingAt - window.__clickAt);
  }, true);
})()`;

async function clickToPlaying(page: Page, click: () => Promise<void>): Promise<number> {
  await click();
  return page.evaluate('Promise.race([window.__playing, new Promise((_, reject) => setTimeout(() => reject(new Error("no playing event in 30 s")), 30000))])') as Promise<number>;
}

async function expandSections(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Show more' });
  while ((await more.count()) > 0) await more.first().click();
}

async function channelNames(page: Page): Promise<string[]> {
  await expandSections(page);
  const labels = await page.getByRole('button', { name: /^Play / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return [...new Set(labels)].slice(0, CHANNELS);
}

/** One pass over the channels in a fresh listener (new cookies), as a person would click them. */
async function pass(context: BrowserContext, baseUrl: string, names: string[]): Promise<number[]> {
  await context.clearCookies();
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  await page.goto(`${baseUrl}/`);
  await expandSections(page);
  const samples: number[] = [];
  for (const name of names) {
    const tile = page.getByRole('button', { name, exact: true }).first();
    await tile.scrollIntoViewIfNeeded();
    samples.push(await clickToPlaying(page, () => tile.click()));
    await page.waitForTimeout(1000);
  }
  await page.close();
  return samples;
}

/** Pre-encoded MP3s of the same format as the service's (its own encoder), one distinct URL per sample. */
async function writeBaselineFiles(staticDir: string): Promise<string[]> {
  mkdirSync(staticDir, { recursive: true });
  const styles = ['pop', 'jazz', 'rock', 'classical', 'electronic'] as const;
  const encoded: Buffer[] = [];
  for (const [i, style] of styles.entries()) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of encodeMp3({ id: `${'b'.repeat(23)}${i}`, style, seed: 100 + i, duration_ms: 20_000, kind: 'song' })) chunks.push(chunk);
    encoded.push(Buffer.concat(chunks));
  }
  return Array.from({ length: CHANNELS }, (_, i) => {
    writeFileSync(path.join(staticDir, `${i}.mp3`), encoded[i % encoded.length]);
    return `/assets/bench/${i}.mp3`;
  });
}

/** The baseline: a bare page whose <audio> points at a pre-encoded MP3 served as a static file by the same server. */
async function baseline(context: BrowserContext, server: RunningServer, webDist: string): Promise<number[]> {
  const staticDir = path.join(webDist, 'client/assets/bench');
  const names = await writeBaselineFiles(staticDir);
  writeFileSync(path.join(staticDir, 'bare.html'), '<!doctype html><title>baseline</title><body></body>');
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  await page.goto(`${server.baseUrl}/assets/bench/bare.html`);
  const samples: number[] = [];
  for (const src of names) {
    samples.push(
      await clickToPlaying(page, async () => {
        await page.evaluate((url) => {
          const button = document.createElement('button');
          button.id = 'bench-play';
          button.onclick = () => {
            const audio = new Audio(url);
            void audio.play();
            document.body.append(audio);
          };
          document.body.append(button);
        }, src);
        await page.click('#bench-play');
        await page.evaluate(() => document.getElementById('bench-play')?.remove());
      }),
    );
    await page.evaluate(() => {
      for (const audio of document.querySelectorAll<HTMLAudioElement>('body > audio')) audio.pause();
    });
  }
  await page.close();
  rmSync(staticDir, { recursive: true, force: true });
  return samples;
}

export async function benchClickToAudio(webDist: string): Promise<{ rows: Row[]; pass: boolean }> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${server.baseUrl}/`);
    const names = await channelNames(page);
    await page.close();
    const cold = await pass(browser.context, server.baseUrl, names);
    // Warm means the songs were started before: the server keeps a song's opening once the
    // encode a listener left behind reaches it, which a second passing at one click a second
    // would otherwise overtake.
    await waitUntilQuiet(server.baseUrl);
    const warm = await pass(browser.context, server.baseUrl, names);
    const base = await baseline(browser.context, server, webDist);
    const rows = [summarize('Earshot, cold (never-played track)', cold), summarize('Earshot, warm (second listener, songs started before)', warm), summarize('baseline: static MP3, bare page', base)];
    const ok = rows[0].p95 <= 300 && rows[1].p50 <= 1.5 * rows[2].p50;
    return { rows, pass: ok };
  } finally {
    await browser.close();
    await server.stop();
  }
}
