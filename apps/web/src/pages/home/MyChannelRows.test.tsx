// @vitest-environment jsdom
import { type HomePage as HomePageData, LIMITS, MESSAGES, MY_CHANNELS_TEXT } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/home';
import { channel, renderInApp } from '../../app/testing';
import { FAVORITES_KEY, USER_CHANNELS_KEY } from '../../api/myChannelsKeys';
import { resetPlayerTestState, showState, visitorQueryClient } from '../../features/player/playerTesting';
import { HomePage } from './HomePage';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => channel(from + i));
const HOME: HomePageData = { title: MESSAGES.homeTitle, sections: [{ name: 'Most Popular', param: 'mostpopular', channels: range(100, 3) }] };

function renderHome(loggedIn: boolean, favorites = range(1, 20), history = range(30, 20)) {
  const queryClient = visitorQueryClient(loggedIn);
  queryClient.setQueryData(queryKeys.page('home'), HOME);
  queryClient.setQueryData(FAVORITES_KEY, { channels: favorites });
  queryClient.setQueryData(USER_CHANNELS_KEY, { user_channels: history, related: [] });
  renderInApp(<HomePage />, { queryClient });
}

const tilesIn = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('button', { name: /^Play / });

describe('the home rows of a logged-in listener', () => {
  it('show their first 18 favorites', async () => {
    renderHome(true);
    const row = await screen.findByRole('region', { name: MY_CHANNELS_TEXT.favoritesTab });
    fireEvent.click(within(row).getByRole('button', { name: 'Show more' }));
    expect(tilesIn(MY_CHANNELS_TEXT.favoritesTab)).toHaveLength(LIMITS.homeRowMax);
    expect(tilesIn(MY_CHANNELS_TEXT.favoritesTab)[0].getAttribute('aria-label')).toBe('Play Channel 1');
  });

  it('show Last Heard without the channel playing now', async () => {
    renderHome(true, [], range(30, 3));
    showState({ status: 'playing', channel: { id: channel(31)._id.$oid, oldid: 131, name: 'Channel 31' } });
    await screen.findByRole('region', { name: MY_CHANNELS_TEXT.lastHeard });
    expect(tilesIn(MY_CHANNELS_TEXT.lastHeard).map((t) => t.getAttribute('aria-label'))).toEqual(['Play Channel 30', 'Play Channel 32']);
    expect(screen.queryByRole('region', { name: MY_CHANNELS_TEXT.favoritesTab })).toBeNull();
  });

  it('are not there for anonymous visitors', async () => {
    renderHome(false);
    // The rows' code is loaded, so they would be showing by now.
    await act(() => import('./MyChannelRows'));
    await screen.findByRole('region', { name: 'Most Popular' });
    expect(screen.queryByRole('region', { name: MY_CHANNELS_TEXT.favoritesTab })).toBeNull();
    expect(screen.queryByRole('region', { name: MY_CHANNELS_TEXT.lastHeard })).toBeNull();
  });
});
