// @vitest-environment jsdom
import { FAVORITE_TEXT, LIMITS, LOG_IN_PROMPTS, MY_CHANNELS_TEXT, endpointUrl, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { channel, renderInApp } from '../../app/testing';
import { useFavoriteCalls } from '../../features/my-channels/favoriteState';
import { fakeMyChannelsApi } from '../../features/my-channels/testing';
import { logInPrompt, resetPlayerTestState, visitorQueryClient } from '../../features/player/playerTesting';
import { useToastStore } from '../../features/toasts/store';
import MyChannelsPage from './page';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
  useFavoriteCalls.setState({ busy: [] });
});

const [jazz, blues, funk] = [channel(1, { name: 'Smooth Jazz' }), channel(2, { name: 'Blues' }), channel(3, { name: 'Funk' })];
const fiveStar = channel(4, { name: 'Five-Star Radio', oldid: LIMITS.fiveStarOldId });
const toastMessages = () => useToastStore.getState().toasts.map((t) => t.message);

function renderPage(path: string, server = fakeMyChannelsApi(), loggedIn = true) {
  renderInApp(<MyChannelsPage />, { api: server.api, queryClient: visitorQueryClient(loggedIn), path });
  return server;
}

const edit = () => fireEvent.click(screen.getByRole('button', { name: MY_CHANNELS_TEXT.edit }));

describe('My Channels', () => {
  it('asks anonymous visitors to log in', () => {
    const server = renderPage('/favorites/', fakeMyChannelsApi(), false);
    expect(screen.getByText(MY_CHANNELS_TEXT.loggedOut)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MY_CHANNELS_TEXT.edit })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(logInPrompt()).toBe(LOG_IN_PROMPTS.favorite);
    expect(server.get).not.toHaveBeenCalled();
  });

  it('links the two tabs and marks the one showing', async () => {
    renderPage('/history/');
    const tabs = within(screen.getByRole('navigation', { name: MY_CHANNELS_TEXT.title }));
    expect(tabs.getByRole('link', { name: MY_CHANNELS_TEXT.favoritesTab }).getAttribute('href')).toBe('/favorites/');
    expect(tabs.getByRole('link', { name: MY_CHANNELS_TEXT.historyTab }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: MY_CHANNELS_TEXT.favoritesTab }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: MY_CHANNELS_TEXT.songHistoryLink }).getAttribute('href')).toBe('/track-history/');
    expect(await screen.findByText(MY_CHANNELS_TEXT.historyEmpty)).toBeTruthy();
  });

  it('lists the favorites, and in edit mode a click removes one', async () => {
    const server = renderPage('/favorites/', fakeMyChannelsApi({ favorites: [jazz, blues] }));
    expect(await screen.findByRole('button', { name: 'Play Smooth Jazz' })).toBeTruthy();
    edit();
    expect(screen.getByText(MY_CHANNELS_TEXT.editHintFavorites)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MY_CHANNELS_TEXT.removeFavorite('Smooth Jazz') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: MY_CHANNELS_TEXT.removeFavorite('Smooth Jazz') })).toBeNull());
    expect(server.postForm).toHaveBeenCalledWith(MY_CHANNELS_ENDPOINTS.removeFavorite.path, { c: jazz._id.$oid });
    expect(toastMessages()).toEqual([FAVORITE_TEXT.removed]);
    fireEvent.click(screen.getByRole('button', { name: MY_CHANNELS_TEXT.cancel }));
    expect(screen.getByRole('button', { name: 'Play Blues' })).toBeTruthy();
  });

  it('says when there are no favorites', async () => {
    renderPage('/favorites/');
    expect(await screen.findByText(MY_CHANNELS_TEXT.favoritesEmpty)).toBeTruthy();
  });

  it('removes a channel from the history in edit mode, a favorite from the favorites, and never the Five-Star channel', async () => {
    const server = renderPage('/history/', fakeMyChannelsApi({ favorites: [blues], history: [jazz, blues, fiveStar], related: [funk] }));
    const related = await screen.findByRole('region', { name: MY_CHANNELS_TEXT.related });
    expect(within(related).getByRole('button', { name: 'Play Funk' })).toBeTruthy();
    edit();
    fireEvent.click(screen.getByRole('button', { name: MY_CHANNELS_TEXT.removeFromHistory('Smooth Jazz') }));
    await waitFor(() => expect(toastMessages()).toContain(MY_CHANNELS_TEXT.removedFromHistory));
    await waitFor(() => expect(screen.queryByRole('button', { name: MY_CHANNELS_TEXT.removeFromHistory('Smooth Jazz') })).toBeNull());
    expect(server.delete).toHaveBeenCalledWith(endpointUrl(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: jazz._id.$oid } }));

    fireEvent.click(screen.getByRole('button', { name: MY_CHANNELS_TEXT.removeFavorite('Blues') }));
    // No longer a favorite, Blues stays in the history and can now leave it.
    await screen.findByRole('button', { name: MY_CHANNELS_TEXT.removeFromHistory('Blues') });
    expect(server.delete).toHaveBeenCalledTimes(1);

    const kept = screen.getByRole('button', { name: MY_CHANNELS_TEXT.notRemovable('Five-Star Radio') }) as HTMLButtonElement;
    expect(kept.disabled).toBe(true);
  });

  it('reports a failed removal and refetches the history', async () => {
    const server = renderPage('/history/', fakeMyChannelsApi({ history: [jazz] }));
    await screen.findByRole('button', { name: 'Play Smooth Jazz' });
    server.delete.mockRejectedValueOnce(new ApiError(500, 'server_error', 'Something went wrong on our side.'));
    const historyCalls = () => server.get.mock.calls.filter(([path]) => path.startsWith(MY_CHANNELS_ENDPOINTS.userChannels.path)).length;
    const before = historyCalls();
    edit();
    fireEvent.click(screen.getByRole('button', { name: MY_CHANNELS_TEXT.removeFromHistory('Smooth Jazz') }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toMatchObject([
        { kind: 'error', title: MY_CHANNELS_TEXT.removeFromHistoryFailure, message: 'Something went wrong on our side.' },
      ]),
    );
    await waitFor(() => expect(historyCalls()).toBe(before + 1));
    expect(screen.getByRole('button', { name: MY_CHANNELS_TEXT.removeFromHistory('Smooth Jazz') })).toBeTruthy();
  });
});
