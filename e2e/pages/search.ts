import type { Page, Request } from 'playwright-core';

/** The header's search box, its dropdown, and the search, artist and keyword pages. */
export class SearchPages {
  /** When each search call of the box left the browser (ms since the epoch). */
  readonly searchCalls: { k: string; at: number }[] = [];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/c/m/json/channel_search/') this.searchCalls.push({ k: url.searchParams.get('k') ?? '', at: Date.now() });
    });
  }

  /** The box in the header (the menu drawer has another, hidden on wide screens). */
  box() {
    return this.page.getByRole('banner').getByRole('combobox', { name: 'Search channels' }).or(this.page.getByRole('banner').getByPlaceholder('Find channels'));
  }

  /** The box a listener can reach at this width: the header's, or (below 900 px) the menu drawer's. */
  async reachableBox() {
    if (await this.box().isVisible()) return this.box();
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    const drawerBox = this.page.getByRole('navigation', { name: 'Channels' }).getByPlaceholder('Find channels');
    await drawerBox.waitFor();
    return drawerBox;
  }

  /**
   * Whether a listener sees the element without scrolling: inside the viewport, and the topmost thing
   * at its middle (not clipped by a scrolling parent, nor covered by the player bar).
   */
  async inSight(name: string): Promise<boolean> {
    return this.option(name).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const inViewport = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return inViewport && hit !== null && el.contains(hit);
    });
  }

  option(name: string | RegExp) {
    return this.page.getByRole('option', { name });
  }

  group(name: string) {
    return this.page.getByRole('group', { name });
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Route changes fade in; contrast checks need the page at full opacity. */
  async settled(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.waitForLoadState('networkidle');
  }
}
