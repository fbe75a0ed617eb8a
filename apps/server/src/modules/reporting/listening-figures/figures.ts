import type { Db } from '../../../db';
import { DAY_MS, type Period, daysOf } from '../period';
import { dailyTotals, listenersIn, sessionsByDay, topChannels, topSongs } from './repo';

/** How many channels and songs the top lists name. */
export const TOP_COUNT = 10;

const HOUR_MS = 3600 * 1000;

export interface Figures {
  /** Aggregate tuning time: every performance's time played (songs, station ids and ads). */
  ms: number;
  performances: number;
  sessions: number;
  skips: number;
  /** Distinct listener keys: a web listener (their session or account), a stream connection. */
  listeners: number;
}

export interface ListeningFigures {
  period: Period;
  days: (Figures & { day: string })[];
  total: Figures;
  channels: Awaited<ReturnType<typeof topChannels>>;
  songs: Awaited<ReturnType<typeof topSongs>>;
}

/** The period's figures, every day of it (a day without listening has zeros) and the whole. */
export async function listeningFigures(db: Db, period: Period): Promise<ListeningFigures> {
  const { span } = period;
  const [daily, sessions, listeners, channels, songs] = await Promise.all([
    dailyTotals(db, span), sessionsByDay(db, span), listenersIn(db, span), topChannels(db, span, TOP_COUNT), topSongs(db, span, TOP_COUNT),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days = daysOf(period).map((day) => {
    const n = Date.parse(`${day}T00:00:00Z`) / DAY_MS;
    const totals = byDay.get(n);
    return { day, ms: totals?.ms ?? 0, performances: totals?.performances ?? 0, sessions: sessions.get(n) ?? 0, skips: totals?.skips ?? 0, listeners: totals?.listeners ?? 0 };
  });
  const sum = (field: 'ms' | 'performances' | 'sessions' | 'skips') => days.reduce((total, d) => total + d[field], 0);
  return {
    period,
    days,
    // A session counts on the day it started; a listener on each day they listened, and once in the total.
    total: { ms: sum('ms'), performances: sum('performances'), sessions: sum('sessions'), skips: sum('skips'), listeners },
    channels,
    songs,
  };
}

export const tuningHours = (f: Pick<Figures, 'ms'>): number => f.ms / HOUR_MS;

/** Time played per session (ms); null without sessions. */
export const averageSessionMs = (f: Figures): number | null => (f.sessions > 0 ? f.ms / f.sessions : null);

/** Skips per hour of listening; null without listening. */
export const skipsPerHour = (f: Figures): number | null => (f.ms > 0 ? f.skips / tuningHours(f) : null);
