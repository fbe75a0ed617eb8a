import { WRITE_IN_MAX } from './write-in';

/** The charity vote's words (001 sections 2, 8 and 9). */
export const SEASON_OF_SHARING_TEXT = {
  title: 'The $25K Season of Sharing',
  prize:
    "Every weekday through Christmas Day we draw one listener's vote, and the charity it names gets $1,000 from us. Vote once a day: every vote is another chance.",
  eligibility: 'The charity must be a 501(c)(3) nonprofit or equivalent.',
  choose: 'Charities',
  writeInLabel: 'Another charity',
  writeInName: 'Name of the charity',
  website: (charity: string) => `${charity} website`,
  submit: 'Vote',
  notNow: 'Not now',
  votedTitle: 'Vote Submitted',
  voted: (charity: string) => `You have successfully voted for ${charity}!`,
  loadError: 'Error loading Charities. Please Refresh',
  closed: 'The Season of Sharing vote is closed today.',
  alreadyVoted: 'You have already voted today. Come back tomorrow!',
  unknownCharity: 'Choose one of the charities listed, or write one in.',
  writeInRequired: 'Enter the name of the charity you want to vote for.',
  writeInTooLong: `A charity's name can be at most ${WRITE_IN_MAX} characters.`,
} as const;
