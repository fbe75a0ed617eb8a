import { describe, expect, it } from 'vitest';
import { hasVotedToday, voteCookie } from './voteCookie';

describe('the vote cookie', () => {
  it('lasts until 23:59:59 of the day of the vote, local time', () => {
    const cookie = voteCookie(new Date(2026, 11, 3, 9, 30));
    const expires = new Date(/expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires.getTime()).toBe(new Date(2026, 11, 3, 23, 59, 59).getTime());
    expect(cookie).toMatch(/^VotedForSeasonOfSharing=1; .*path=\//);
  });

  it('is read from the page cookies', () => {
    expect(hasVotedToday('themecss=dark; VotedForSeasonOfSharing=1')).toBe(true);
    expect(hasVotedToday('themecss=dark')).toBe(false);
  });
});
