import { defineEndpoint } from '../endpoint';
import { type ChannelListName, type MoodKind, channelListPage, moodPage } from './schemas';

/** One call per page, so any other name is a plain 404 (ARCHITECTURE.md section 4 names the mood path). */
const moodGroups = (kind: MoodKind) => defineEndpoint({ method: 'GET', path: `/c/m/json/mood/${kind}/`, response: moodPage });
const channelList = (list: ChannelListName) => defineEndpoint({ method: 'GET', path: `/c/m/json/page/${list}/`, response: channelListPage });

export const MOOD_ENDPOINTS = {
  moodGroups: { workday: moodGroups('workday'), holiday: moodGroups('holiday') } satisfies Record<MoodKind, unknown>,
  channelList: { mostpopular: channelList('mostpopular'), newest: channelList('newest') } satisfies Record<ChannelListName, unknown>,
} as const;
