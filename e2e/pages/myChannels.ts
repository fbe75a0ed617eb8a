import type { Page } from 'playwright-core';

/** Favorite hearts on tiles and the My Channels page (/favorites/, /history/), by role and visible text. */
export class MyChannelsPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** The heart on a channel's tile, in `scope` (a home row) or anywhere on the page. */
  heart(channel: string, scope = this.page.locator('body')) {
    return scope.getByRole('button', { name: `Favorite ${channel}` }).first();
  }

  /**
   * Parts of a server-rendered page whose code loads lazily (the home rows) answer clicks once that
   * code has arrived: wait for the page's requests to settle.
   */
  async waitForInteractive(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
  }

  row(name: 'My Favorites' | 'Last Heard') {
    return this.page.getByRole('region', { name });
  }

  async open(tab: 'favorites' | 'history'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/${tab}/`);
    await this.page.getByRole('heading', { level: 1, name: 'My Channels' }).waitFor();
  }

  /** The lists load in the browser, so once a tile shows, the page is interactive. */
  async edit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await this.page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
  }

  playTile(channel: string) {
    return this.page.getByRole('button', { name: `Play ${channel}`, exact: true });
  }

  removeTile(channel: string, from: 'favorites' | 'history') {
    return this.page.getByRole('button', { name: `Remove ${channel} from your ${from}`, exact: true });
  }
}
