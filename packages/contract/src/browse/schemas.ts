import { z } from 'zod';
import { articleSummary } from '../content-pages/schemas';
import { oid } from '../ids';
import { channel } from '../schemas';

/** A genre or brand url segment: what `/:param/` and `/featured/:param/` carry. */
export const pageParam = z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be a genre or brand name');

/**
 * Genre page data (001 section 3). `featuredChannel` is the genre's most popular channel and
 * `channels` the rest of the genre, most popular first. `related_articles` are the articles linked to
 * the genre, shown as 'Channel Chatter'.
 */
export const genrePage = z.object({
  param: z.string(),
  name: z.string(),
  description: z.string(),
  meta_description: z.string(),
  featuredChannel: channel.nullable(),
  channels: z.array(channel),
  related_articles: z.array(articleSummary),
});
export type GenrePage = z.infer<typeof genrePage>;

/** Featured (brand) page data: the first channel is the hero, the rest 'More Channels From {brand}'. */
export const featuredPage = z.object({
  param: z.string(),
  brand: z.object({
    name: z.string(),
    description: z.string().describe('HTML from the catalog'),
    /** The description as plain text, for the page's meta description. */
    meta_description: z.string(),
    featured_artist_id: oid.nullable(),
  }),
  channels: z.array(channel),
  article: z.object({ content: z.string().describe('HTML from the catalog') }).nullable(),
});
export type FeaturedPage = z.infer<typeof featuredPage>;

export const surpriseQuery = z.object({ param: pageParam, not: z.string().max(40).optional() });

/** Surprise Me: `channels` holds one channel of the genre drawn at random (none for an empty genre). */
export const surpriseChannels = z.object({ channels: z.array(channel) });
export type SurpriseChannels = z.infer<typeof surpriseChannels>;
