import { randomInt } from 'node:crypto';
import { type CharitiesList, SEASON_OF_SHARING_TEXT, type SeasonStatus, type VoteQuery, type VoteResult, WRITE_IN_MAX, trimWriteIn } from '@earshot/contract';
import { isWeekday, seasonDay } from './day';
import type { DrawnVote, SeasonDates, SeasonOfSharingRepo } from './repo';

export type DrawOutcome =
  | { kind: 'drawn' | 'already drawn'; vote: DrawnVote }
  | { kind: 'no votes' | 'not a weekday' | 'outside the season'; day: string };

const refused = (error: string): VoteResult => ({ is_valid: false, error });
// Control characters have no place in a charity's name; they are dropped rather than refused.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** The charity vote (001 sections 2 and 4): the charities, one counted vote per listener per day, and the daily draw. */
export class SeasonOfSharingService {
  constructor(
    private readonly repo: SeasonOfSharingRepo,
    private readonly clock: () => number,
  ) {}

  async charities(): Promise<CharitiesList> {
    const [season, rows] = await Promise.all([this.repo.season(), this.repo.charities()]);
    return {
      season_open: this.openToday(season) !== null,
      charities: rows.map((c) => ({ _id: c.id, name: c.name, url: c.url, param: c.param, description: c.description, twitter: c.twitter, img: c.img })),
    };
  }

  async status(): Promise<SeasonStatus> {
    return { season_open: this.openToday(await this.repo.season()) !== null };
  }

  async vote(listenerKey: string, query: VoteQuery): Promise<VoteResult> {
    const day = this.openToday(await this.repo.season());
    if (day === null) return refused(SEASON_OF_SHARING_TEXT.closed);
    let name: string;
    let charityParam: string | null = null;
    if (query.type === 'present') {
      const charity = await this.repo.charity(query.param);
      if (!charity) return refused(SEASON_OF_SHARING_TEXT.unknownCharity);
      name = charity.name;
      charityParam = charity.param;
    } else {
      name = trimWriteIn(query.name.replace(CONTROL_CHARACTERS, '')).trimStart();
      if (name === '') return refused(SEASON_OF_SHARING_TEXT.writeInRequired);
      if ([...name].length > WRITE_IN_MAX) return refused(SEASON_OF_SHARING_TEXT.writeInTooLong);
    }
    const counted = await this.repo.addVote({ listenerKey, day, type: query.type, charityParam, name, at: this.clock() });
    return counted ? { is_valid: true, error: null } : refused(SEASON_OF_SHARING_TEXT.alreadyVoted);
  }

  /** Opens the vote from `opens` to `closes` (both included), or closes it with null. */
  async setSeason(dates: SeasonDates | null): Promise<void> {
    await this.repo.setSeason(dates);
  }

  async season(): Promise<SeasonDates | null> {
    return this.repo.season();
  }

  /**
   * Draws one of the day's votes, each with the same chance (crypto.randomInt), and records it. A
   * day is drawn once: asking again answers the recorded draw.
   */
  async draw(day?: string): Promise<DrawOutcome> {
    const season = await this.repo.season();
    const target = day ?? seasonDay(this.clock(), season?.timeZone ?? 'UTC');
    if (!season || target < season.opens || target > season.closes) return { kind: 'outside the season', day: target };
    if (!isWeekday(target)) return { kind: 'not a weekday', day: target };
    const previous = await this.repo.drawn(target);
    if (previous) return { kind: 'already drawn', vote: previous };
    const votes = await this.repo.votesOn(target);
    if (votes.length === 0) return { kind: 'no votes', day: target };
    const recorded = await this.repo.recordDraw(target, votes[randomInt(votes.length)].id, this.clock());
    const vote = await this.repo.drawn(target);
    if (!vote) throw new Error(`The draw for ${target} was not recorded`);
    return { kind: recorded ? 'drawn' : 'already drawn', vote };
  }

  /** Today's season day when the vote is open today, else null. */
  private openToday(season: SeasonDates | null): string | null {
    if (!season) return null;
    const today = seasonDay(this.clock(), season.timeZone);
    return today >= season.opens && today <= season.closes ? today : null;
  }
}
