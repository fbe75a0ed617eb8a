import type { Page } from 'playwright-core';

/** Content pages (/page/…), the articles list (/articles/) and a genre page's Channel Chatter. */
export class ContentPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Opens a path and answers its HTTP status. */
  async open(path: string): Promise<number | undefined> {
    const response = await this.page.goto(`${this.baseUrl}${path}`);
    return response?.status();
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The article tiles of /articles/: each one link, named by its title and description. */
  articleTiles() {
    return this.page.locator('main .articles-list').getByRole('link');
  }

  chatter() {
    return this.page.getByRole('region', { name: 'Channel Chatter' });
  }

  /** Chatter tiles a visitor can see (the stylesheet folds some away on narrow screens). */
  visibleChatterTiles() {
    return this.chatter().getByRole('link').filter({ visible: true });
  }

  /** Waits for a client-side navigation's fade-in to end (axe reads half-faded colours as low contrast). */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('main')?.getAnimations().length === 0);
  }
}
