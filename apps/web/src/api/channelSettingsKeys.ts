// Not imported by the first page load: the settings page and the rename modal share it.

const ROOT = 'channelSettings';

/**
 * The channel settings page's queries. Check and details are keyed by the visitor too, since logging
 * in or out changes their answers.
 */
export const channelSettingsKeys = {
  check: (channelId: string, userId: string | null) => [ROOT, 'check', channelId, userId] as const,
  details: (channelId: string, userId: string | null) => [ROOT, 'details', channelId, userId] as const,
  /**
   * Every channel's details. The page is addressed by whatever id the link carried (a curated
   * channel's id shows the listener's own copy of it), so a rename refreshes them all rather than
   * guessing which addresses show the renamed channel.
   */
  allDetails: [ROOT, 'details'] as const,
  similar: (channelId: string) => [ROOT, 'similar', channelId] as const,
};
