// @vitest-environment jsdom
import { FIVE_STAR_PAGE_TEXT, type FiveStarData, LIMITS, LISTENING_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeServer } from '../../api/testing';
import { renderInApp } from '../../app/testing';
import { visitorQueryClient } from '../../features/player/playerTesting';
import FiveStarPage from './page';

afterEach(cleanup);

/** An API whose GET answers with `get` (the client's own type is generic in the answer). */
const answering = (get: (path: string) => Promise<unknown>) => ({ get: get as FakeServer['get'] });

const rated = (n: number): FiveStarData => ({ totalTracksRatedCount: n, fiveStarRatedCount: n, categories: [] });
const playButton = () => screen.getByRole<HTMLButtonElement>('button', { name: FIVE_STAR_PAGE_TEXT.play });

describe('the Five-Star page', () => {
  it('asks a logged-out visitor to sign up or log in, and shows the demo until hidden', () => {
    const get = vi.fn();
    renderInApp(<FiveStarPage />, { api: answering(get), queryClient: visitorQueryClient(false) });
    expect(screen.getByText(FIVE_STAR_PAGE_TEXT.loggedOut)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/sign-up/');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/log-in/');
    expect(screen.queryByRole('button', { name: FIVE_STAR_PAGE_TEXT.play })).toBeNull();
    expect(get).not.toHaveBeenCalled();

    expect(screen.getByRole('img', { name: FIVE_STAR_PAGE_TEXT.demoAlt })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FIVE_STAR_PAGE_TEXT.hideDemo }));
    expect(screen.queryByRole('img', { name: FIVE_STAR_PAGE_TEXT.demoAlt })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: FIVE_STAR_PAGE_TEXT.showDemo }));
    expect(screen.getByRole('img', { name: FIVE_STAR_PAGE_TEXT.demoAlt })).toBeTruthy();
  });

  it('stays locked with a prompt below 20 rated songs', async () => {
    renderInApp(<FiveStarPage />, { api: answering(async () => rated(19)), queryClient: visitorQueryClient(true) });
    await screen.findByText('You have rated 19 songs');
    expect(screen.getByText(/Rate 1 more song to unlock Five-Star Radio/)).toBeTruthy();
    expect(playButton().disabled).toBe(true);
  });

  it('unlocks at 20 rated songs and plays the Five-Star channel', async () => {
    const get = vi.fn(async () => rated(20));
    const { player } = renderInApp(<FiveStarPage />, { api: answering(get), queryClient: visitorQueryClient(true) });
    await screen.findByText('You have rated 20 songs');
    expect(get).toHaveBeenCalledWith(LISTENING_ENDPOINTS.fiveStar.path);
    expect(screen.queryByText(/to unlock Five-Star Radio/)).toBeNull();
    fireEvent.click(playButton());
    expect(player.play).toHaveBeenCalledWith(String(LIMITS.fiveStarOldId), { name: FIVE_STAR_PAGE_TEXT.channelName, oldid: LIMITS.fiveStarOldId });
  });

  it('only logs a failure to load the counts', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(<FiveStarPage />, { api: answering(() => Promise.reject(new Error('down'))), queryClient: visitorQueryClient(true) });
    await waitFor(() => expect(log).toHaveBeenCalledWith(FIVE_STAR_PAGE_TEXT.dataError, expect.any(Error)));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    log.mockRestore();
  });
});
