import type { Page } from 'playwright-core';
import type { PlayerBar } from './player';

export class HomePage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.page.getByRole('heading', { level: 1, name: 'Hundreds of music channels — all 100% free!' }).waitFor();
  }

  /** Channel tiles are buttons named 'Play {channel}'. */
  channelTiles() {
    return this.page.getByRole('button', { name: /^Play / });
  }

  /** Opens the home page and plays its first channel until `seconds` of it have played. */
  async playFirstChannel(player: PlayerBar, seconds: number): Promise<void> {
    await this.open();
    await this.channelTiles().first().click();
    await player.waitForPlayback(seconds);
  }
}
