import type { Page } from 'playwright-core';

/** Genre pages (/:param/) and featured pages (/featured/:param/). */
export class BrowsePages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Opens a path and answers its HTTP status. */
  async open(path: string): Promise<number | undefined> {
    const response = await this.page.goto(`${this.baseUrl}${path}`);
    return response?.status();
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  /** Channel tiles (and hero Play buttons) are buttons named 'Play {channel}'. */
  playButtons(within = this.page.locator('main')) {
    return within.getByRole('button', { name: /^Play / });
  }

  /** The channel Surprise Me shows now: its tile is the first in the list. */
  async surpriseChannel(sectionName: string): Promise<string | null> {
    const tile = this.section(sectionName).locator('.surprise-tile').getByRole('button', { name: /^Play / });
    await tile.waitFor();
    return tile.getAttribute('aria-label');
  }
}
