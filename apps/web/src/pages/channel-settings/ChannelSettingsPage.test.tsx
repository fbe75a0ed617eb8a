// @vitest-environment jsdom
import {
  CHANNEL_EDIT_TEXT,
  CHANNEL_PAGE_TEXT,
  CHANNEL_SETTINGS_TEXT,
  DEFAULT_CLIENT_ENV,
  MESSAGES,
  endpointUrl,
  CHANNEL_ENDPOINTS,
} from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { channel, renderInApp } from '../../app/testing';
import { useModalStore } from '../../features/modals/store';
import { logInPrompt, resetPlayerTestState, visitorQueryClient } from '../../features/player/playerTesting';
import { usePlayerStore } from '../../features/player/store';
import { useToastStore } from '../../features/toasts/store';
import ChannelSettingsPage from './page';
import { fakeSettingsApi, included, userChannel } from './testing';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

function renderPage(server = fakeSettingsApi(), loggedIn = true) {
  const routes = (
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route path="/player/:id/" element={<ChannelSettingsPage />} />
    </Routes>
  );
  const app = renderInApp(routes, { api: server.api, queryClient: visitorQueryClient(loggedIn), path: `/player/${server.id}/` });
  return { ...server, ...app };
}

const section = (name: string) => screen.getByRole('region', { name });
const toasts = () => useToastStore.getState().toasts.map(({ kind, title, message }) => ({ kind, title, message }));
const detailsCalls = (server: ReturnType<typeof fakeSettingsApi>) =>
  server.get.mock.calls.filter(([path]) => path === endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id: server.id }, query: { details: 'true' } })).length;

describe('the channel settings page', () => {
  it("shows the channel, its bans, the channels it plays and channels like it", async () => {
    const { player, id } = renderPage(fakeSettingsApi({ similar: [channel(9, { name: 'Funk' }), channel(2, { name: 'Blues' })] }));
    expect(screen.getByTestId('settings-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Jazz' })).toBeTruthy();
    expect(screen.getByText('Smooth jazz, my way')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      CHANNEL_SETTINGS_TEXT.bannedArtists,
      CHANNEL_SETTINGS_TEXT.bannedSongs,
      CHANNEL_SETTINGS_TEXT.includedChannels,
      CHANNEL_PAGE_TEXT.similar,
    ]);
    expect(within(section(CHANNEL_SETTINGS_TEXT.bannedArtists)).getByRole('button', { name: 'Add back Kenny G' })).toBeTruthy();
    expect(within(section(CHANNEL_SETTINGS_TEXT.bannedSongs)).getByText('Songbird')).toBeTruthy();
    const channels = within(section(CHANNEL_SETTINGS_TEXT.includedChannels));
    expect(channels.getByRole('button', { name: 'Remove Smooth Jazz' })).toBeTruthy();
    expect(channels.getByRole('button', { name: 'Remove Blues' })).toBeTruthy();
    const similar = within(section(CHANNEL_PAGE_TEXT.similar));
    expect(await similar.findByRole('button', { name: 'Play Funk' })).toBeTruthy();
    // Blues is in the channel already.
    expect(similar.queryByRole('button', { name: 'Play Blues' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: CHANNEL_SETTINGS_TEXT.play }));
    expect(player.play).toHaveBeenCalledWith(id, { name: 'My Jazz', oldid: 107 });
  });

  it('adds a banned artist back and says so', async () => {
    const server = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add back Kenny G' }));
    expect(await screen.findByText(CHANNEL_SETTINGS_TEXT.noBannedArtists)).toBeTruthy();
    expect(server.postForm).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: server.id, action: 'add_artist' } }), { t: 'a'.repeat(24), w: '1' });
    expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: 'Kenny G added to channel' }]);
    expect(server.player.reload).not.toHaveBeenCalled();
  });

  it('adds a banned song back with its id in o, and reloads the player when the channel is playing', async () => {
    const server = renderPage();
    await screen.findByRole('heading', { level: 1 });
    act(() => usePlayerStore.setState({ channel: { id: server.id, oldid: 107, name: 'My Jazz' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Add back Songbird — Kenny G' }));
    expect(await screen.findByText(CHANNEL_SETTINGS_TEXT.noBannedSongs)).toBeTruthy();
    expect(server.postForm).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: server.id, action: 'add_track' } }), { o: 'b'.repeat(24), w: '1' });
    expect(server.player.reload).toHaveBeenCalledTimes(1);
  });

  it('removes an included channel and says so; the last one left cannot go', async () => {
    const server = renderPage();
    const remove = await screen.findByRole('button', { name: 'Remove Smooth Jazz' });
    server.editGate.closed = true;
    fireEvent.click(remove);
    await waitFor(() => expect(remove.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(remove);
    server.editGate.open();
    await waitFor(() => expect(screen.queryByText('Smooth Jazz')).toBeNull());
    expect(server.postForm).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: server.id, action: 'remove_channel' } }), { o: included(1, '')._id.$oid, w: '1' });
    expect(server.postForm).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: 'Smooth Jazz removed from channel' }]);
    expect(within(section(CHANNEL_SETTINGS_TEXT.includedChannels)).getByText('Blues')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('never offers to remove Five-Star Radio, and says why', async () => {
    renderPage(fakeSettingsApi({ details: userChannel({ included_channels: [included(1, 'Five-Star Radio', true), included(2, 'Blues')] }) }));
    await screen.findByRole('button', { name: 'Remove Blues' });
    expect(screen.queryByRole('button', { name: 'Remove Five-Star Radio' })).toBeNull();
    expect(screen.getByText(CHANNEL_SETTINGS_TEXT.fiveStarNote)).toBeTruthy();
  });

  it("warns that someone else's channel cannot be changed", async () => {
    const server = renderPage(fakeSettingsApi({ editStatus: 'not_authorized' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add back Kenny G' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized }]),
    );
    expect(useToastStore.getState().toasts[0]?.durationMs).toBe(4000);
    expect(screen.getByRole('button', { name: 'Add back Kenny G' })).toBeTruthy();
    expect(server.player.reload).not.toHaveBeenCalled();
  });

  it('reports a failed edit and refetches the details', async () => {
    const server = renderPage(fakeSettingsApi({ editStatus: new ApiError(500, 'server_error', 'boom') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Blues' }));
    const before = detailsCalls(server);
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', title: undefined, message: CHANNEL_EDIT_TEXT.failure }]));
    await waitFor(() => expect(detailsCalls(server)).toBe(before + 1));
    expect(screen.getByRole('button', { name: 'Remove Blues' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the lists read-only to a visitor who may not edit the channel', async () => {
    renderPage(fakeSettingsApi({ check: { can_view: true, can_edit: false } }));
    await screen.findByRole('heading', { level: 1, name: 'My Jazz' });
    expect(within(section(CHANNEL_SETTINGS_TEXT.bannedArtists)).getByText('Kenny G')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add back|^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: CHANNEL_SETTINGS_TEXT.rename })).toBeNull();
    expect(screen.getByRole('button', { name: CHANNEL_SETTINGS_TEXT.share })).toBeTruthy();
  });

  it('opens the rename and share modals for the channel', async () => {
    const server = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: CHANNEL_SETTINGS_TEXT.rename }));
    expect(useModalStore.getState().active).toMatchObject({ name: 'rename', props: { channelId: server.id, currentName: 'My Jazz' } });
    fireEvent.click(screen.getByRole('button', { name: CHANNEL_SETTINGS_TEXT.share }));
    expect(useModalStore.getState().active).toMatchObject({
      name: 'share',
      props: { url: `${DEFAULT_CLIENT_ENV.siteUrl}/channel/${server.id}/`, channelName: 'My Jazz', channelId: server.id, channelDescription: 'Smooth jazz, my way' },
    });
  });

  it('shows the 404 screen when the channel check fails', async () => {
    const server = renderPage(fakeSettingsApi({ check: new ApiError(404, 'not_found', 'Not found.') }));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
    expect(detailsCalls(server)).toBe(0);
  });

  it('sends a visitor who may not view the channel home', async () => {
    const { router } = renderPage(fakeSettingsApi({ check: { can_view: false, can_edit: false } }));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it("asks an anonymous visitor to log in to see a listener's channel", async () => {
    renderPage(fakeSettingsApi({ check: { can_view: true, can_edit: false } }), false);
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(logInPrompt()).toBe(CHANNEL_SETTINGS_TEXT.logInToView);
    expect(screen.getByRole('heading', { level: 1, name: 'My Jazz' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows a curated channel to an anonymous visitor', async () => {
    const details = userChannel({ is_user_channel: false, removed_artists: [], removed_tracks: [], included_channels: [included(7, 'My Jazz')] });
    renderPage(fakeSettingsApi({ check: { can_view: true, can_edit: false }, details }), false);
    expect(await screen.findByText(CHANNEL_SETTINGS_TEXT.noBannedArtists)).toBeTruthy();
    expect(screen.getByText(CHANNEL_SETTINGS_TEXT.noBannedSongs)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('says when the details or the similar channels could not be loaded, and retries', async () => {
    const server = fakeSettingsApi({ similar: new ApiError(500, 'server_error', 'boom') });
    const answer = server.get.getMockImplementation();
    if (!answer) throw new Error('the fake API has no get implementation');
    server.get.mockImplementationOnce(answer).mockRejectedValueOnce(new ApiError(500, 'server_error', 'boom'));
    renderPage(server);
    expect(await screen.findByText(CHANNEL_SETTINGS_TEXT.detailsFailure)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Jazz' })).toBeTruthy();
    expect(await screen.findByText(CHANNEL_PAGE_TEXT.similarFailure)).toBeTruthy();
  });
});
