// @vitest-environment jsdom
import { COOKIES, type FiveStarData, PLAYER_TEXT, LISTENING_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '../../../api/testing';
import { readCookie } from '../../../lib/cookies';
import { renderInApp } from '../../../app/testing';
import { item } from '../fakeAudio';
import { resetPlayerTestState, showState, testChannel, visitorQueryClient } from '../playerTesting';
import type { PlayerState } from '../types';
import { FiveStarFilters } from './FiveStarFilters';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
  for (const name of [COOKIES.fiveStarFilter, COOKIES.christmasFilter]) document.cookie = `${name}=; path=/; max-age=0`;
});

const fiveStarData: FiveStarData = {
  totalTracksRatedCount: 80,
  fiveStarRatedCount: 40,
  categories: [
    { param: 'jazz', name: 'Jazz', count: 25 },
    { param: 'rock', name: 'Rock', count: 9 },
  ],
};

const api = {
  get: async (path: string) => {
    if (path === LISTENING_ENDPOINTS.fiveStar.path) return fiveStarData;
    throw new Error(`unexpected GET ${path}`);
  },
} as unknown as FakeServer;

const fiveStarChannel = { ...testChannel, oldid: 4605, name: 'Five-Star Radio' };
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

function renderFilters(state: Partial<PlayerState>) {
  const rendered = renderInApp(<FiveStarFilters />, { api, queryClient: visitorQueryClient(true) });
  showState({ status: 'playing', item: item(1), channel: fiveStarChannel, ...state });
  return rendered;
}

describe('Five-Star filters', () => {
  it('show the filters the playlist was drawn from, with the listener’s categories', async () => {
    renderFilters({ fiveStar: { category: 'jazz', christmas: 2, tracks: 25 } });
    expect(select(PLAYER_TEXT.christmasFilter).value).toBe('2');
    expect([...select(PLAYER_TEXT.christmasFilter).options].map((o) => o.text)).toEqual(['No Xmas', 'Mix', 'Xmas']);
    expect(await screen.findByRole('option', { name: 'Rock' })).toBeTruthy();
    expect([...select(PLAYER_TEXT.categoryFilter).options].map((o) => o.text)).toEqual([PLAYER_TEXT.allCategories, 'Jazz', 'Rock']);
    expect(select(PLAYER_TEXT.categoryFilter).value).toBe('jazz');
  });

  it('keep a changed Christmas filter in its cookie and reload the playlist', () => {
    const { player } = renderFilters({ fiveStar: { category: '', christmas: 0, tracks: 40 } });
    fireEvent.change(select(PLAYER_TEXT.christmasFilter), { target: { value: '1' } });
    expect(readCookie(document.cookie, COOKIES.christmasFilter)).toBe('1');
    expect(player.reload).toHaveBeenCalledTimes(1);
  });

  it('keep a changed category in its cookie and reload the playlist', async () => {
    const { player } = renderFilters({ fiveStar: { category: '', christmas: 0, tracks: 40 } });
    await screen.findByRole('option', { name: 'Jazz' });
    fireEvent.change(select(PLAYER_TEXT.categoryFilter), { target: { value: 'jazz' } });
    expect(readCookie(document.cookie, COOKIES.fiveStarFilter)).toBe('jazz');
    expect(player.reload).toHaveBeenCalledTimes(1);
  });

  it('warn when the category has fewer than 16 rated tracks', () => {
    renderFilters({ fiveStar: { category: 'rock', christmas: 0, tracks: 15 } });
    expect(screen.getByRole('status').textContent).toBe(`${PLAYER_TEXT.fiveStarTooFew} ${PLAYER_TEXT.fiveStarRateMore}`);
    cleanup();
    renderFilters({ fiveStar: { category: 'jazz', christmas: 0, tracks: 16 } });
    expect(screen.queryByText(PLAYER_TEXT.fiveStarTooFew, { exact: false })).toBeNull();
  });

  it('start from the cookies before the first Five-Star playlist arrives', () => {
    document.cookie = `${COOKIES.christmasFilter}=2; path=/`;
    renderFilters({ fiveStar: null });
    expect(select(PLAYER_TEXT.christmasFilter).value).toBe('2');
  });
});
