/**
 * Which server module owns each database table. Only the owner's code names its tables; another
 * module reads them through what the owner exports. Checked by table-ownership.test.ts, and
 * docs/architecture.md's module map is checked against it.
 */
export const TABLE_OWNERS = {
  catalog: [
    'channels', 'channel_tracks', 'channel_added_channels', 'channel_removed_artists', 'channel_removed_tracks',
    'keywords', 'tracks', 'albums', 'artists', 'genres', 'brands',
  ],
  listening: ['plays', 'ratings', 'channel_history', 'favorites'],
  accounts: ['users', 'sessions', 'password_resets', 'sign_up_requests', 'email_change_requests'],
  promotions: ['ad_creatives', 'ad_counts', 'banners', 'charities', 'charity_draws', 'charity_votes', 'settings'],
  content: ['pages', 'page_genres', 'home_sections', 'home_section_channels', 'mood_groups', 'mood_group_channels'],
  search: ['search_terms'],
  streaming: ['stream_keys'],
} as const satisfies Record<string, readonly string[]>;

export type TableOwner = keyof typeof TABLE_OWNERS;

export function ownerOf(table: string): TableOwner | undefined {
  return (Object.keys(TABLE_OWNERS) as TableOwner[]).find((owner) => (TABLE_OWNERS[owner] as readonly string[]).includes(table));
}
