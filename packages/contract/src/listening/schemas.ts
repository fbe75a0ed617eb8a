import { z } from 'zod';
import { channelRef, oidString } from '../ids';

/** Form body of POST /c/m/json/skip/: the item skipped and how long it played. */
export const skipForm = z.object({
  t: oidString,
  c: oidString,
  ms: z.coerce.number().int().min(0).max(24 * 3600 * 1000),
});

/** Path parameters of the playlist and channel start calls. */
export const playlistParams = z.object({ channelId: channelRef });

/**
 * Query of the playlist and channel start calls: the item the player is on (or is leaving) and how
 * far into it the listener is, so ad breaks follow what was heard. Both or neither.
 */
export const playlistQuery = z
  .object({
    t: oidString.optional(),
    ms: z.coerce.number().int().min(0).max(24 * 3600 * 1000).optional(),
  })
  .refine((q) => (q.t === undefined) === (q.ms === undefined), { message: 't and ms come together' });
export type PlaylistQuery = z.infer<typeof playlistQuery>;

/** Form body of POST /listener/rating/. */
export const ratingForm = z.object({
  t: oidString,
  v: z.coerce.number().int().min(1).max(5),
  w: z.literal('1').optional(),
  c: oidString.optional(),
});

export const ratingQuery = z.object({ t: oidString, w: z.literal('1').optional() });

/** GET /listener/rating/: the listener's rating of one track, 0 when unrated. */
export const trackRating = z.object({ rating: z.number().int().min(0).max(5) });
export type TrackRating = z.infer<typeof trackRating>;

/** POST /listener/rating/: the first entry is how many songs the listener has rated (000 section 7). */
export const ratingsList = z.object({ ratings: z.array(z.number().int()) });
export type RatingsList = z.infer<typeof ratingsList>;

export const fiveStarCategory = z.object({
  param: z.string(),
  name: z.string(),
  count: z.number().int().describe('tracks rated 4 or 5 stars in this category'),
});
export type FiveStarCategory = z.infer<typeof fiveStarCategory>;

export const fiveStarData = z.object({
  totalTracksRatedCount: z.number().int(),
  fiveStarRatedCount: z.number().int().describe('tracks rated 4 or 5 stars'),
  categories: z.array(fiveStarCategory),
});
export type FiveStarData = z.infer<typeof fiveStarData>;

/** What the Five-Star channel's playlist was drawn from, so the player can show its filters. */
export const fiveStarPlaylistInfo = z.object({
  category: z.string().describe("genre param, '' for all"),
  christmas: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tracks: z.number().int().describe('tracks that match the filters'),
});
export type FiveStarPlaylistInfo = z.infer<typeof fiveStarPlaylistInfo>;

/** Where a song came from: every reason names it, and whether the channel playing is a blend of several. */
const whySource = {
  channel: z.string().describe('the name of the channel it came from: in a blend, the included channel'),
  blend: z.boolean().describe('whether the channel playing plays several channels'),
};

/**
 * Why the playlist engine picked a song, decided when it planned it (issue 27). The one reason that
 * applies first in this order: it is one of the listener's Five-Star songs; their rating of it
 * raised its chance; their high ratings of other songs by its artist did; else the curators' pick.
 */
export const songWhy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('five_star'), ...whySource }),
  z.object({ kind: z.literal('rated'), stars: z.number().int().min(1).max(5), ...whySource }),
  z.object({ kind: z.literal('artist'), artist: z.string(), ...whySource }),
  z.object({ kind: z.literal('curated'), ...whySource }),
]);
export type SongWhy = z.infer<typeof songWhy>;
