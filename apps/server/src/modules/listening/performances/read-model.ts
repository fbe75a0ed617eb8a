import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';

/** The listener key of a public channel stream's own schedule: the transmitter, not an audience. */
export const STATION_KEY_PREFIX = 'station:';
/** The listener key of one connection to a public channel stream (each connection its own). */
export const STREAM_KEY_PREFIX = 'stream:';

/** Where a performance reached its listener: a public stream connection, or the web player (personal streams report as it does). */
export type PerformanceSource = 'web' | 'stream';

/** A span of serving times, `from` included and `to` not (epoch ms). */
export interface Span {
  from: number;
  to: number;
}

/**
 * A performance: a play transmitted to a listener, in whole or in part. Not the station's own
 * schedule, and not an item served ahead and never reported (sent ahead, then dropped on a reload or
 * a switch): the web player reports each item it leaves, with how long it played (a skip may be at 0 ms);
 * a stream connection's rows are written after each item, with how long it was sent.
 */
function isPerformance(eb: ExpressionBuilder<Database, 'plays'>) {
  return eb.and([
    eb('plays.listener_key', 'not like', `${STATION_KEY_PREFIX}%`),
    eb.or([eb('plays.ms_played', '>', 0), eb('plays.skipped', '=', 1)]),
  ]);
}

/**
 * Every performance served in `span`, for reports to aggregate (joined or grouped under their own
 * alias; a month is millions of rows, so group in SQL rather than load them). `source` is where it
 * reached its listener.
 */
export function performancesBetween(db: Db, span: Span) {
  return db
    .selectFrom('plays')
    .where('plays.served_at', '>=', span.from)
    .where('plays.served_at', '<', span.to)
    .where(isPerformance)
    .select([
      'plays.id', 'plays.listener_key', 'plays.channel_id', 'plays.track_id', 'plays.served_at', 'plays.ms_played', 'plays.skipped',
      sql<PerformanceSource>`case when plays.listener_key like ${`${STREAM_KEY_PREFIX}%`} then 'stream' else 'web' end`.as('source'),
    ]);
}
