import { z } from 'zod';
import { channel } from '../schemas';

/** The two mood pages: /workday-channels/ and the holiday page. */
export const moodKind = z.enum(['workday', 'holiday']);
export type MoodKind = z.infer<typeof moodKind>;

/** A mood group (001 section 3). `param` keys the group on its page (its heading's anchor). */
export const moodGroup = z.object({
  name: z.string(),
  param: z.string(),
  description: z.string().nullable().describe("null when the group has none; the page hides one starting with '*'"),
  channels: z.array(channel),
});
export type MoodGroup = z.infer<typeof moodGroup>;

/** A mood page's groups in page order, each with its channels (groups with none are left out). */
export const moodPage = z.object({ kind: moodKind, groups: z.array(moodGroup) });
export type MoodPage = z.infer<typeof moodPage>;

/** The genre nav's Most Popular and Newest Channels pages. */
export const channelListName = z.enum(['mostpopular', 'newest']);
export type ChannelListName = z.infer<typeof channelListName>;

/** Catalog channels, most played first (`mostpopular`) or most recently added first (`newest`). */
export const channelListPage = z.object({ list: channelListName, channels: z.array(channel) });
export type ChannelListPage = z.infer<typeof channelListPage>;
