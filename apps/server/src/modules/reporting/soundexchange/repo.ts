import type { Db } from '../../../db';
import { channelAndCopies, trackView } from '../../catalog';
import { type Span, performancesBetween } from '../../listening';

/** A sound recording and how many performances it had. */
export interface RecordingPerformances {
  trackId: string;
  artist: string;
  title: string;
  isrc: string;
  album: string;
  label: string;
  performances: number;
}

/**
 * Every song performed in `span` (on `channelId` and the listeners' copies of it, if given), with
 * its count of performances. Counted per track in the database, then joined to the catalog: a month
 * of plays never leaves it. Station ids and ads are not sound recordings and are left out.
 */
export async function songPerformances(db: Db, span: Span, channelId: string | null): Promise<RecordingPerformances[]> {
  let performed = db
    .selectFrom(performancesBetween(db, span).as('p'))
    .select(['p.track_id', (eb) => eb.fn.countAll<number>().as('performances')])
    .groupBy('p.track_id');
  if (channelId !== null) performed = performed.where('p.channel_id', 'in', channelAndCopies(db, channelId));
  const rows = await db
    .selectFrom(performed.as('performed'))
    .innerJoin(trackView(db).as('track'), 'track.id', 'performed.track_id')
    .where('track.kind', '=', 'song')
    .select(['track.id', 'track.artist_name', 'track.title', 'track.isrc', 'track.album_title', 'track.label', 'performed.performances'])
    .execute();
  return rows.map((r) => ({
    trackId: r.id,
    artist: r.artist_name,
    title: r.title,
    isrc: r.isrc,
    album: r.album_title,
    label: r.label,
    performances: Number(r.performances),
  }));
}
