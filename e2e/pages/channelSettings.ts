import { CHANNEL_SETTINGS_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';

/** The channel settings page (/player/{id}/) as a listener uses it, by role and visible text. */
export class ChannelSettingsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(channelId: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/player/${channelId}/`);
    await this.waitForLoaded();
  }

  /** The page loads its data in the browser: its lists show once it has arrived. */
  async waitForLoaded(): Promise<void> {
    await this.section(CHANNEL_SETTINGS_TEXT.includedChannels).waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  /** A button of the page (the player has buttons of its own). */
  button(name: string) {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  /** A row's Add back button, named after what it adds back ('Add back Kenny G'). */
  addBack(name: string) {
    return this.button(`${CHANNEL_SETTINGS_TEXT.addBack} ${name}`);
  }

  remove(channelName: string) {
    return this.section(CHANNEL_SETTINGS_TEXT.includedChannels).getByRole('button', { name: `${CHANNEL_SETTINGS_TEXT.remove} ${channelName}`, exact: true });
  }

  includedNames() {
    return this.section(CHANNEL_SETTINGS_TEXT.includedChannels).locator('.included-channel__name').allTextContents();
  }
}
