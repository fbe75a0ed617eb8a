import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { disabledControlsThatLookEnabled } from '../support/disabledLook';
import { layoutProblems } from '../support/layout';

/**
 * The route walk's layout and disabled-look checks, on small pages written to be broken (or sound)
 * in one known way each: what they report is what a listener would see wrong, and what they leave
 * alone is drawn as designed. No server: the pages are set as the browser's content.
 */
describe("the route walk's page checks", () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const show = (body: string) => page.setContent(`<!doctype html><html><head><style>body { margin: 8px; font: 16px/1.5 sans-serif; }</style></head><body>${body}</body></html>`);

  it('names two text boxes drawn over each other, and nothing on a page whose text sits apart', async () => {
    await show('<header><h1 class="title">Channel search results</h1><p class="lead" style="margin-top: -40px">Results for jazz</p></header>');
    expect(await layoutProblems(page)).toEqual(['text overlaps: h1.title "Channel search results" and p.lead "Results for jazz"']);
    await show('<header><h1 class="title">Channel search results</h1><p class="lead">Results for jazz</p></header>');
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('counts a label drawn over a form field as an overlap', async () => {
    await show('<label class="floating" style="position: absolute; top: 12px; left: 12px">Email</label><input class="field" style="display: block; margin-top: 8px">');
    expect(await layoutProblems(page)).toEqual(['text overlaps: label.floating "Email" and input.field ""']);
  });

  it('leaves alone text hidden for screen readers, clipped by its box, or in a fixed bar over the page', async () => {
    await show(`
      <p class="shown">Now playing</p>
      <span style="position: absolute; top: 8px; left: 8px; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap">Volume</span>
      <p style="position: absolute; top: 8px; left: 8px; opacity: 0">A fading toast</p>
      <div style="display: flex; overflow-x: auto; width: 200px; gap: 8px"><span style="flex: none; width: 180px">First tile</span><span style="flex: none; width: 180px">Second tile</span></div>
      <p style="position: fixed; top: 8px; left: 8px; margin: 0">Player bar</p>`);
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('names what sticks out past the right edge of the screen and the sideways scroll it causes', async () => {
    await show('<main class="page"><div class="share"><input class="link" style="box-sizing: border-box; width: 600px"></div><p>Fits</p></main>');
    expect(await layoutProblems(page)).toEqual(['page scrolls sideways: 608px of content in 390px', 'sticks out of the 390px screen: input.link "" spans 8–608px']);
  });

  it('names a disabled control with the pointer cursor or the enabled look, and passes one dimmed with no pointer', async () => {
    await show(`
      <style>
        .button { cursor: pointer; border: 1px solid transparent; background: #c81e45; color: #fff; }
        .dimmed:disabled { cursor: not-allowed; opacity: 0.6; }
        .pointing:disabled { opacity: 0.6; }
      </style>
      <button class="button" disabled>Play Five-Star Radio</button>
      <button class="button pointing" disabled>Retry</button>
      <a class="button" aria-disabled="true">Log In</a>
      <button class="button dimmed" disabled>Saving…</button>
      <button class="button">Enabled</button>`);
    expect(await disabledControlsThatLookEnabled(page)).toEqual([
      'button.button "Play Five-Star Radio" is disabled but shows the pointer cursor and looks the same as enabled',
      'button.button.pointing "Retry" is disabled but shows the pointer cursor',
      'a.button "Log In" is disabled but shows the pointer cursor and looks the same as enabled',
    ]);
  });
});
