import type { Page } from 'playwright-core';

export interface AudioState {
  currentTime: number;
  paused: boolean;
  error: number | null;
  src: string;
  volume: number;
}

/** The persistent player as a listener sees it, plus what its <audio> element reports. */
export class PlayerBar {
  constructor(private readonly page: Page) {}

  /** The audio element that is currently sounding (the other one only preloads). */
  async audio(): Promise<AudioState> {
    // The engine (and its audio elements) loads beside hydration; a click before it arrives waits for it.
    await this.page.locator('[data-testid="player-audio"]').first().waitFor({ state: 'attached' });
    return this.page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="player-audio"]')];
      const el = all.find((a) => !a.paused) ?? all[0];
      return { currentTime: el.currentTime, paused: el.paused, error: el.error?.code ?? null, src: el.currentSrc, volume: el.volume };
    });
  }

  /** Waits until the sounding element's clock has moved by `seconds` with no error. */
  async waitForPlayback(seconds: number, timeoutMs = 20_000): Promise<AudioState> {
    const start = await this.audio();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const now = await this.audio();
      if (now.error !== null) throw new Error(`audio error ${now.error} on ${now.src}`);
      if (!now.paused && now.currentTime - (start.paused ? 0 : start.currentTime) >= seconds) return now;
      if (Date.now() > deadline) throw new Error(`audio did not advance ${seconds}s: ${JSON.stringify(now)}`);
      await this.page.waitForTimeout(200);
    }
  }

  region() {
    return this.page.getByRole('region', { name: 'Player', exact: true });
  }

  button(name: string) {
    return this.region().getByRole('button', { name, exact: true });
  }

  volume() {
    return this.region().getByRole('slider', { name: 'Volume' });
  }

  /**
   * Waits for the log-in prompt a visitor gets 5 s after their first channel start (000 section 4)
   * and closes it, for tests about something else: left open, it covers the player's controls.
   */
  async closeLaunchPrompt(): Promise<void> {
    // The page notes in session storage that it has shown the prompt (once per browser session); a
    // spec's locator handler may have closed it already.
    await this.page.waitForFunction(() => sessionStorage.getItem('earshot:launch-prompt') === '1');
    const dialog = this.page.getByRole('dialog');
    if (await dialog.isVisible()) await this.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  /** On a narrow screen the controls sit in the expanded player. */
  async expandIfCollapsed(): Promise<void> {
    const toggle = this.region().getByRole('button', { name: 'Show player details' });
    if (await toggle.isVisible()) await toggle.click();
  }
}
