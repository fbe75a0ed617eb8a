import type { Page } from 'playwright-core';

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
}
