import { DAY_FORMAT, isTimeZone } from './day';
import type { SeasonOfSharingService } from './service';

export const SEASON_USAGE = `Usage: npm run season -- <command>
  status                               whether the vote is open, and when
  open <first-day> <last-day> [zone]   open the vote for those days (YYYY-MM-DD, both included;
                                       zone: an IANA time zone for "today", default America/New_York)
  close                                close the vote
  draw [day]                           draw one of the day's votes (default today), once per weekday`;

const DEFAULT_TIME_ZONE = 'America/New_York';

/** The operator's commands for the Season of Sharing; answers the lines to print, throws for bad input. */
export async function runSeasonCommand(season: SeasonOfSharingService, args: string[]): Promise<string[]> {
  const [command, ...rest] = args;
  if (command === 'status') {
    const dates = await season.season();
    return [dates ? `Open from ${dates.opens} to ${dates.closes} (${dates.timeZone}).` : 'The vote is closed.'];
  }
  if (command === 'open') {
    const [opens, closes, timeZone = DEFAULT_TIME_ZONE] = rest;
    if (!opens || !closes || !DAY_FORMAT.test(opens) || !DAY_FORMAT.test(closes)) throw new Error(`Give the first and last day as YYYY-MM-DD.\n${SEASON_USAGE}`);
    if (closes < opens) throw new Error(`The last day (${closes}) is before the first (${opens}).`);
    if (!isTimeZone(timeZone)) throw new Error(`${timeZone} is not a time zone (try America/New_York).`);
    await season.setSeason({ opens, closes, timeZone });
    return [`The vote is open from ${opens} to ${closes} (${timeZone}).`];
  }
  if (command === 'close') {
    await season.setSeason(null);
    return ['The vote is closed.'];
  }
  if (command === 'draw') {
    const [day] = rest;
    if (day !== undefined && !DAY_FORMAT.test(day)) throw new Error('Give the day as YYYY-MM-DD.');
    const outcome = await season.draw(day);
    if ('vote' in outcome) {
      const { vote } = outcome;
      const what = vote.type === 'write-in' ? `${vote.name} (written in)` : vote.name;
      return [`${outcome.kind === 'drawn' ? 'Drawn' : 'Already drawn'} for ${vote.day}: ${what}.`];
    }
    const why = { 'no votes': 'nobody voted that day', 'not a weekday': 'votes are drawn on weekdays only', 'outside the season': 'the vote was not open that day' };
    return [`Nothing drawn for ${outcome.day}: ${why[outcome.kind]}.`];
  }
  throw new Error(SEASON_USAGE);
}
