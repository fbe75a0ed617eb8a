import { COOKIES } from '@earshot/contract';
import { readCookie } from '../../lib/cookies';

export const hasVotedToday = (cookies: string) => readCookie(cookies, COOKIES.charityVote) !== null;

/** 001 section 4: after a vote the modal stays away until the end of the day (23:59:59 local time). */
export function voteCookie(now: Date): string {
  const endOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59);
  return `${COOKIES.charityVote}=1; expires=${endOfDay.toUTCString()}; path=/; SameSite=Lax`;
}
