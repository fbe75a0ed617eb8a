import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { encodeMp3 } from '@earshot/catalog/audio';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../e2e/support/server';

/**
 * The machinery of the click → first audio benches (click-to-audio on localhost, slow-network
 * under a phone network's emulation): timing a click to the `playing` event inside the page, one
 * pass of clicks over channels as a listener, and the static `<audio>` baseline.
 */

/**
 * Records, inside the page, the time of each click and of the next `playing` event of any <audio>,
 * and offers that time as a promise. Waiting on the promise keeps the harness off the page while
 * it starts: polling (Playwright's default polls every animation frame) would make the page
 * render a frame every 16 ms, which costs a large page far more than the bare baseline page.
 * `window.__firstPlayingAt` keeps the first `playing` since the page's navigation started.
 */
export const INSTRUMENT = `(() => {
  let playingAt = 0;
  let resolvePlaying = () => {};
  window.__firstPlaying = new Promise((resolve) => (window.__resolveFirstPlaying = resolve));
  document.addEventListener('click', () => {
    window.__clickAt = performance.now();
    playingAt = 0;
    window.__playing = new Promise((resolve) => (resolvePlaying = resolve));
  }, true);
  document.addEventListener('playing', () => {
    window.__resolveFirstPlaying(performance.now());
    if (playingAt) return;
    playingAt = performance.now();
    resolvePlaying(playingAt - window.__clickAt);
  }, true);
})()`;

/** A promise inside the page, with a 30 s limit, as milliseconds. */
export function awaitInPage(page: Page, promise: string): Promise<number> {
  return page.evaluate(`Promise.race([${promise}, new Promise((_, reject) => setTimeout(() => reject(new Error("no playing event in 30 s")), 30000))])`) as Promise<number>;
}

async function clickToPlaying(page: Page, click: () => Promise<void>): Promise<number> {
  await click();
  return awaitInPage(page, 'window.__playing');
}

/** Applied to every page a pass opens, before it loads (the slow-network bench emulates a network there). */
export type PreparePage = (page: Page) => Promise<void>;
const asIs: PreparePage = async () => {};

async function expandSections(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Show more' });
  while ((await more.count()) > 0) await more.first().click();
}

/** The names of the home page's first `count` channel tiles; with `expand` false, only those shown before any "Show more". */
export async function channelNames(context: BrowserContext, baseUrl: string, count: number, expand = true): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  if (expand) await expandSections(page);
  else await page.getByRole('button', { name: /^Play / }).first().waitFor();
  const tiles = page.getByRole('button', { name: /^Play / });
  const labels = await (expand ? tiles : tiles.filter({ visible: true })).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  await page.close();
  return [...new Set(labels)].slice(0, count);
}

/** One pass over the channels in a fresh listener (new cookies), as a person would click them. */
export async function clickPass(context: BrowserContext, baseUrl: string, names: string[], prepare: PreparePage = asIs): Promise<number[]> {
  await context.clearCookies();
  const page = await context.newPage();
  await prepare(page);
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
async function writeBaselineFiles(staticDir: string, count: number): Promise<string[]> {
  mkdirSync(staticDir, { recursive: true });
  const styles = ['pop', 'jazz', 'rock', 'classical', 'electronic'] as const;
  const encoded: Buffer[] = [];
  for (const [i, style] of styles.entries()) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of encodeMp3({ id: `${'b'.repeat(23)}${i}`, style, seed: 100 + i, duration_ms: 20_000, kind: 'song' })) chunks.push(chunk);
    encoded.push(Buffer.concat(chunks));
  }
  return Array.from({ length: count }, (_, i) => {
    writeFileSync(path.join(staticDir, `${i}.mp3`), encoded[i % encoded.length]);
    return `/assets/bench/${i}.mp3`;
  });
}

/** The baseline: a bare page whose <audio> points at a pre-encoded MP3 served as a static file by the same server. */
export async function staticAudioBaseline(context: BrowserContext, server: RunningServer, webDist: string, count: number, prepare: PreparePage = asIs): Promise<number[]> {
  const staticDir = path.join(webDist, 'client/assets/bench');
  const names = await writeBaselineFiles(staticDir, count);
  writeFileSync(path.join(staticDir, 'bare.html'), '<!doctype html><title>baseline</title><body></body>');
  const page = await context.newPage();
  await prepare(page);
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
    // Emptied, not only paused: a paused element goes on downloading its file, which on a slow
    // network takes the next sample's bandwidth (the player empties the element it leaves too).
    await page.evaluate(() => {
      for (const audio of document.querySelectorAll<HTMLAudioElement>('body > audio')) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
        audio.remove();
      }
    });
  }
  await page.close();
  rmSync(staticDir, { recursive: true, force: true });
  return samples;
}
