import type { Channel, HomePage } from '@earshot/contract';

/**
 * The first catalog channel (of a genre, not a listener's own) on the running server's home page:
 * a real channel of the demo catalog for a spec to open, with no fixed name.
 */
export async function homePageCatalogChannel(baseUrl: string): Promise<Channel> {
  const home = (await (await fetch(`${baseUrl}/c/m/json/page/home/`)).json()) as HomePage;
  const found = home.sections.flatMap((section) => section.channels).find((c) => c.genre !== null && !c.is_user_channel);
  if (!found) throw new Error('no catalog channel on the home page');
  return found;
}
