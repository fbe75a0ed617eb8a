import { type SqlBool, sql } from 'kysely';

/**
 * Whether a play went on the air: a play report came in for it (time heard, or a skip). Items sent
 * ahead and dropped (a reload, a switch of channel) were served but never transmitted.
 */
export const transmitted = sql<SqlBool>`(plays.ms_played > 0 or plays.skipped = 1)`;
