/** The link that shares a single-channel station (000 section 2: share links point to /channel/{channelId}). */
export function channelShareUrl(origin: string, channelId: string): string {
  return `${origin}/channel/${encodeURIComponent(channelId)}/`;
}
