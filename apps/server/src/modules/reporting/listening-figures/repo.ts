import { sql } from 'kysely';
import type { Db } from '../../../db';
import { allChannels, trackView } from '../../catalog';
import { type Span, performancesBetween } from '../../listening';
import { DAY_MS } from '../period';

/**
 * A listener's plays are one session while each starts at most this long after the end of what
 * they heard before it (its serving time plus how long it played). Each public stream connection is
 * one session, however long.
 */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** The UTC day of a serving time, as a day number (days since 1970-01-01): written once, so grouping by it matches the selection. */
const dayNumber = (servedAt: string) => sql<number>`${sql.ref(servedAt)} / ${sql.lit(DAY_MS)}`;

export interface DayTotals {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  ms: number;
  performances: number;
  skips: number;
  listeners: number;
}

/** Per UTC day with any performance: the time played, performances, skips and distinct listeners. */
export async function dailyTotals(db: Db, span: Span): Promise<DayTotals[]> {
  const day = dayNumber('p.served_at');
  const rows = await db
    .selectFrom(performancesBetween(db, span).as('p'))
    .select((eb) => [
      day.as('day'),
      eb.fn.sum<number>('p.ms_played').as('ms'),
      eb.fn.countAll<number>().as('performances'),
      eb.fn.sum<number>('p.skipped').as('skips'),
      eb.fn.count<number>('p.listener_key').distinct().as('listeners'),
    ])
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), ms: Number(r.ms), performances: Number(r.performances), skips: Number(r.skips), listeners: Number(r.listeners) }));
}

/** How many distinct listeners had a performance in the span. */
export async function listenersIn(db: Db, span: Span): Promise<number> {
  const row = await db
    .selectFrom(performancesBetween(db, span).as('p'))
    .select((eb) => eb.fn.count<number>('p.listener_key').distinct().as('listeners'))
    .executeTakeFirstOrThrow();
  return Number(row.listeners);
}

/**
 * Sessions started on each UTC day. A play starts one when nothing the listener heard before it in
 * the span ends within SESSION_GAP_MS of its start (the latest end so far, not only the previous
 * play's: the web player's items are served in batches, and a long one can outlast the next); a
 * public stream connection's first play starts its one session.
 */
export async function sessionsByDay(db: Db, span: Span): Promise<Map<number, number>> {
  const withEarlier = db
    .selectFrom(performancesBetween(db, span).as('p'))
    .select([
      'p.served_at',
      'p.source',
      sql<number | null>`max(p.served_at + p.ms_played) over (partition by p.listener_key order by p.served_at, p.id rows between unbounded preceding and 1 preceding)`.as('heard_until'),
    ]);
  const day = dayNumber('e.served_at');
  const rows = await db
    .selectFrom(withEarlier.as('e'))
    .where((eb) =>
      eb.or([
        eb('e.heard_until', 'is', null),
        eb.and([eb('e.source', '=', 'web'), eb(sql`e.served_at - e.heard_until`, '>', SESSION_GAP_MS)]),
      ]),
    )
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('sessions')])
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [Number(r.day), Number(r.sessions)]));
}

/** The channels most listened to, by time played (a deleted listener's own channels drop out). */
export async function topChannels(db: Db, span: Span, limit: number) {
  const byChannel = db
    .selectFrom(performancesBetween(db, span).as('p'))
    .select((eb) => ['p.channel_id', eb.fn.sum<number>('p.ms_played').as('ms'), eb.fn.countAll<number>().as('performances')])
    .groupBy('p.channel_id');
  const rows = await db
    .selectFrom(byChannel.as('played'))
    .innerJoin(allChannels(db).as('channel'), 'channel.id', 'played.channel_id')
    .select(['channel.id', 'channel.oldid', 'channel.name', 'played.ms', 'played.performances'])
    .orderBy('played.ms', 'desc')
    .orderBy('channel.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, number: r.oldid, name: r.name, ms: Number(r.ms), performances: Number(r.performances) }));
}

/** The songs performed most. */
export async function topSongs(db: Db, span: Span, limit: number) {
  const bySong = db
    .selectFrom(performancesBetween(db, span).as('p'))
    .select((eb) => ['p.track_id', eb.fn.countAll<number>().as('performances')])
    .groupBy('p.track_id');
  const rows = await db
    .selectFrom(bySong.as('performed'))
    .innerJoin(trackView(db).as('track'), 'track.id', 'performed.track_id')
    .where('track.kind', '=', 'song')
    .select(['track.id', 'track.artist_name', 'track.title', 'performed.performances'])
    .orderBy('performed.performances', 'desc')
    .orderBy('track.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, artist: r.artist_name, title: r.title, performances: Number(r.performances) }));
}
