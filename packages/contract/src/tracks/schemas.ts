import { z } from 'zod';
import { OID_PATTERN, oid } from '../ids';
import { track } from '../schemas';
import { TRACK_LIST_LIMITS } from './limits';

const { idsMax } = TRACK_LIST_LIMITS;

/** GET /c/m/json/track_list/?id={comma list}&a=true: up to TRACK_LIST_LIMITS.idsMax track ids (`a` is the spec's flag; the answer is the same). */
const badList = 'must be one comma-separated list of 24-character hex track ids';
const tooMany = `must name at most ${idsMax} track ids`;

export const trackListQuery = z.object({
  id: z
    .string({ error: badList })
    // Bounds the work before splitting: ids of 24 characters and their commas.
    .max(idsMax * 25, tooMany)
    .describe(`up to ${idsMax} comma-separated 24-hex track ids`)
    .transform((list) => list.split(','))
    .pipe(
      z
        .array(z.string())
        .max(idsMax, tooMany)
        .refine((ids) => ids.every((id) => OID_PATTERN.test(id)), badList),
    ),
  a: z.string().max(8).optional(),
});

/** A song as the channel track lists give it, with its id once more as `track` (the spec's `track.$oid`). */
export const trackListItem = track.extend({ track: oid });
export type TrackListItem = z.infer<typeof trackListItem>;

/** The catalog's songs among the ids, in the order asked, each once; any other id is left out. */
export const trackList = z.object({ tracks: z.array(trackListItem) });
export type TrackList = z.infer<typeof trackList>;
