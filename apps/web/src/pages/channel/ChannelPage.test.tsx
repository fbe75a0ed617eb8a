// @vitest-environment jsdom
import { BLEND_BADGE, CHANNEL_PAGE_TEXT, type ChannelSettingsDetails, channelDetailsPath, MESSAGES, PLAYER_TEXT, UI_TEXT } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { channel, renderInApp } from '../../app/testing';
import { usePlayerStore } from '../../features/player/store';
import { initialPlayerState } from '../../features/player/types';
import ChannelPage from './page';

afterEach(() => {
  cleanup();
  usePlayerStore.setState(initialPlayerState, true);
});

const MIX: ChannelSettingsDetails = {
  ...channel(7, { name: 'My Mix', description: 'Jazz and funk, one station.', oldid: 123456789, is_user_channel: true }),
  added_channels_names: ['Smooth Jazz', 'Funk Town'],
  removed_artists: [],
  removed_tracks: [],
  included_channels: [],
};
const MIX_ID = MIX._id.$oid;

function renderPage(path: string, answer: (path: string) => Promise<unknown> = async () => MIX) {
  const get = vi.fn(answer);
  const app = renderInApp(
    <Routes>
      <Route path="/channel/:id" element={<ChannelPage />} />
      <Route path="/channel/:param/:oldid" element={<ChannelPage />} />
    </Routes>,
    { path, api: { get: get as never } },
  );
  return { ...app, get };
}

describe('the channel page', () => {
  it("shows the channel's art, name and description, and what a blend plays", async () => {
    const { get } = renderPage(`/channel/${MIX_ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Mix' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(channelDetailsPath(MIX_ID));
    expect(screen.getByRole('img', { name: CHANNEL_PAGE_TEXT.art('My Mix') }).getAttribute('src')).toBe(MIX.image);
    expect(screen.getByText('Jazz and funk, one station.')).toBeTruthy();
    expect(screen.getByText(BLEND_BADGE)).toBeTruthy();
    const blended = screen.getByRole('region', { name: CHANNEL_PAGE_TEXT.blendOf });
    expect(within(blended).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Smooth Jazz', 'Funk Town']);
  });

  it('does not call a single channel a blend', async () => {
    renderPage(`/channel/${MIX_ID}/`, async () => ({ ...MIX, added_channels_names: ['My Mix'] }));
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    expect(screen.queryByText(BLEND_BADGE)).toBeNull();
    expect(screen.queryByRole('region', { name: CHANNEL_PAGE_TEXT.blendOf })).toBeNull();
  });

  it('plays the channel in the player', async () => {
    const { player } = renderPage(`/channel/${MIX_ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: CHANNEL_PAGE_TEXT.play }));
    expect(player.play).toHaveBeenCalledWith(MIX_ID, { name: 'My Mix', oldid: 123456789 });
    act(() => usePlayerStore.setState({ status: 'playing', channel: { id: MIX_ID, oldid: 123456789, name: 'My Mix' } }));
    expect(screen.getByRole('button', { name: CHANNEL_PAGE_TEXT.playing })).toBeTruthy();
  });

  it('finds the channel by its legacy id on /channel/{name}/{oldid}/', async () => {
    const { get } = renderPage('/channel/my-mix/123456789/');
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    expect(get).toHaveBeenCalledWith(channelDetailsPath('123456789'));
  });

  it('is the 404 page for a channel that does not exist', async () => {
    renderPage('/channel/ffffffffffffffffffffffff/', () => Promise.reject(new ApiError(404, 'not_found', 'Channel not found.')));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
  });

  it('offers to try again when the channel cannot be loaded', async () => {
    let calls = 0;
    renderPage(`/channel/${MIX_ID}/`, async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'network_error', 'Offline');
      return MIX;
    });
    expect((await screen.findByRole('alert')).textContent).toContain(PLAYER_TEXT.errorLoadingChannel);
    fireEvent.click(screen.getByRole('button', { name: UI_TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Mix' })).toBeTruthy();
  });
});
