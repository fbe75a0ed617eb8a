import { z } from 'zod';
import { oid } from '../ids';
import { track } from '../schemas';
import { SONG_HISTORY_LIMITS } from './limits';

/** GET /listener/track-history/?l=32: how many songs to list. */
export const trackHistoryQuery = z.object({
  l: z.coerce.number().int().min(1).max(SONG_HISTORY_LIMITS.trackHistoryMax).default(SONG_HISTORY_LIMITS.trackHistoryDefault),
});

/** A song the listener heard, with when and where. */
export const playedTrack = track.extend({
  played_at: z.number().int().describe('epoch ms when it was served'),
  channel: z.object({ _id: oid, oldid: z.number().int(), name: z.string() }),
});
export type PlayedTrack = z.infer<typeof playedTrack>;

/** GET /listener/track-history/: the listener's most recently played songs, newest first. */
export const trackHistory = z.array(playedTrack);

/** A song the listener rated, with the stars and when. */
export const ratedTrack = track.extend({
  rating: z.number().int().min(1).max(5),
  rated_at: z.number().int().describe('epoch ms of the latest rating'),
});
export type RatedTrack = z.infer<typeof ratedTrack>;

/** GET /listener/ratings-history/: the listener's rated songs, most recently rated first. */
export const ratingsHistory = z.object({ tracks: z.array(ratedTrack) });
export type RatingsHistory = z.infer<typeof ratingsHistory>;
