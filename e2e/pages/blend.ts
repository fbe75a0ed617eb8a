import { BLEND_TEXT, CHANNEL_PAGE_TEXT, PLAYER_TEXT } from '@earshot/contract';
import type { Page, Response } from 'playwright-core';
import { PlayerBar } from './player';

/** Blending from the player, as a listener does it, by role and visible text. */
export class BlendFlow {
  private readonly player: PlayerBar;

  constructor(private readonly page: Page) {
    this.player = new PlayerBar(page);
  }

  /** Blend, then 'Yes! Let's Blend': blend mode is on once the bar says to pick. */
  async start(currentChannel: string): Promise<void> {
    await this.player.button(PLAYER_TEXT.blend).click();
    await this.page.getByRole('dialog', { name: BLEND_TEXT.promptTitle }).getByRole('button', { name: BLEND_TEXT.promptYes }).click();
    await this.page.getByRole('status').filter({ hasText: BLEND_TEXT.picking(currentChannel) }).waitFor();
  }

  /** Clicks a channel's tile while picking, then 'Blend In' in the prompt that asks. */
  async blendIn(channel: string): Promise<void> {
    await this.page.getByRole('button', { name: `Play ${channel}`, exact: true }).first().click();
    await this.page.getByRole('dialog', { name: BLEND_TEXT.confirmTitle }).getByRole('button', { name: BLEND_TEXT.blendIn }).click();
  }
}

/** The channel page a share link leads to. */
export class ChannelPage {
  constructor(private readonly page: Page) {}

  /** Opens the page and answers the server's response (its status and HTML). */
  async open(url: string, channelName: string): Promise<Response | null> {
    const response = await this.page.goto(url);
    await this.page.getByRole('heading', { level: 1, name: channelName }).waitFor();
    return response;
  }

  playButton() {
    return this.page.getByRole('button', { name: CHANNEL_PAGE_TEXT.play, exact: true });
  }

  /** 'Featuring songs by:' or 'You may also like:'. */
  section(name: string) {
    return this.page.getByRole('region', { name });
  }
}
