/** The calendar day (YYYY-MM-DD) of `now` in the season's time zone: votes and draws count by it. */
export function seasonDay(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Monday to Friday: the days a vote is drawn. */
export function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
