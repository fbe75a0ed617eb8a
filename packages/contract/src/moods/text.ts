// Texts of the mood pages and the channel lists. Only lazily loaded pages show them, so they live in a
// module of their own (tree-shaking is per module, see docs/decisions.md "First download").
import { PRODUCT } from '../messages';
import { MOOD_LIMITS } from './limits';

export const MOOD_TEXT = {
  workdayTitle: 'Workday Channels',
  workdayIntro: 'Music for the working day, from the first coffee to the last email: channels grouped by the mood you need.',
  holidayTitle: 'Holiday Music',
  holidayIntro: 'Carols, crooners and cocktail-hour classics for the season, grouped by mood.',
  christmasCount: `There are over ${MOOD_LIMITS.christmasChannelsClaim} Christmas channels on ${PRODUCT}.`,
  allChristmasChannels: 'Browse them all',
  /** Names the in-page list of links to each group. */
  groupsNav: 'Groups on this page',
  mostPopularTitle: 'Most Popular',
  mostPopularIntro: `The ${MOOD_LIMITS.listChannels} channels listeners play most.`,
  newestTitle: 'Newest Channels',
  newestIntro: `The ${MOOD_LIMITS.listChannels} newest channels, latest first.`,
} as const;
