import { siteUrl } from '@earshot/contract';

/** The link that shares a single-channel station (000 section 2: share links point to /channel/{channelId}), on `site` (ClientEnv.siteUrl). */
export function channelShareUrl(site: string, channelId: string): string {
  return siteUrl(site, `/channel/${encodeURIComponent(channelId)}/`);
}
