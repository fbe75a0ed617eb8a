// @vitest-environment jsdom
import { FAVORITE_TEXT, LIMITS, LOG_IN_PROMPTS, PLAYER_TEXT, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { channel, renderInApp } from '../../app/testing';
import { ChannelTile } from '../channels/ChannelTile';
import { FavoriteButton } from '../player/extras/FavoriteButton';
import { logInPrompt, resetPlayerTestState, showState, visitorQueryClient } from '../player/playerTesting';
import { useToastStore } from '../toasts/store';
import { FAVORITES_KEY } from '../../api/myChannelsKeys';
import { useFavoriteCalls } from './favoriteState';
import { fakeMyChannelsApi } from './testing';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
  useFavoriteCalls.setState({ busy: [] });
});

const jazz = channel(1, { name: 'Smooth Jazz' });
const heart = () => screen.getByRole('button', { name: 'Favorite Smooth Jazz' });
const toasts = () => useToastStore.getState().toasts.map(({ kind, title, message, durationMs }) => ({ kind, title, message, durationMs }));

function renderTile(loggedIn: boolean, server = fakeMyChannelsApi({ history: [jazz] })) {
  const queryClient = visitorQueryClient(loggedIn);
  if (loggedIn) queryClient.setQueryData(FAVORITES_KEY, { channels: [...server.state.favorites] });
  renderInApp(<ChannelTile channel={jazz} />, { api: server.api, queryClient });
  return server;
}

describe('the heart on a channel tile', () => {
  it('asks an anonymous listener to log in', async () => {
    const server = renderTile(false);
    fireEvent.click(heart());
    await waitFor(() => expect(logInPrompt()).toBe(LOG_IN_PROMPTS.favorite));
    expect(server.postForm).not.toHaveBeenCalled();
  });

  it('adds the channel and stays busy until the refetched favorites arrive', async () => {
    const server = renderTile(true);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    server.favoritesGate.closed = true;
    fireEvent.click(heart());
    await waitFor(() => expect(server.postForm).toHaveBeenCalledWith(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: jazz._id.$oid }));
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: FAVORITE_TEXT.added, durationMs: LIMITS.toastMs }]));
    expect(heart().getAttribute('aria-busy')).toBe('true');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    // A second press while the change is on its way does nothing.
    fireEvent.click(heart());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => server.favoritesGate.open());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-busy')).toBe('false');
    expect(server.postForm).toHaveBeenCalledTimes(1);
  });

  it('removes a favorite', async () => {
    const server = renderTile(true, fakeMyChannelsApi({ favorites: [jazz] }));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(server.postForm).toHaveBeenCalledWith(MY_CHANNELS_ENDPOINTS.removeFavorite.path, { c: jazz._id.$oid });
    expect(toasts()[0]?.message).toBe(FAVORITE_TEXT.removed);
  });

  it('shows the server message for 4 s when the call fails, and refetches the favorites anyway', async () => {
    const server = renderTile(true);
    server.postForm.mockRejectedValueOnce(new ApiError(500, 'server_error', 'Something went wrong on our side.'));
    fireEvent.click(heart());
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'error', title: FAVORITE_TEXT.addFailure, message: 'Something went wrong on our side.', durationMs: LIMITS.toastMs }]),
    );
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBe('false'));
    expect(server.get).toHaveBeenCalledWith(MY_CHANNELS_ENDPOINTS.favorites.path);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });
});

describe("the player's heart", () => {
  it('adds the channel playing now, and says what pressing it does', async () => {
    const server = fakeMyChannelsApi({ history: [jazz] });
    const queryClient = visitorQueryClient(true);
    queryClient.setQueryData(FAVORITES_KEY, { channels: [] });
    renderInApp(<FavoriteButton disabled={false} />, { api: server.api, queryClient });
    showState({ status: 'playing', channel: { id: jazz._id.$oid, oldid: jazz.oldid, name: jazz.name } });
    const button = screen.getByRole('button', { name: PLAYER_TEXT.favorite });
    expect(button.title).toBe(FAVORITE_TEXT.add);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.title).toBe(FAVORITE_TEXT.remove);
    expect(server.postForm).toHaveBeenCalledWith(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: jazz._id.$oid });
  });

  it('asks an anonymous listener to log in', () => {
    renderInApp(<FavoriteButton disabled={false} />, { queryClient: visitorQueryClient(false) });
    showState({ status: 'playing' });
    fireEvent.click(screen.getByRole('button', { name: PLAYER_TEXT.favorite }));
    return waitFor(() => expect(logInPrompt()).toBe(LOG_IN_PROMPTS.favorite));
  });
});
