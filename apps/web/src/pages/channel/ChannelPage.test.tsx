// @vitest-environment jsdom
import {
  BLEND_BADGE,
  CHANNEL_PAGE_TEXT,
  type ChannelPage as ChannelPageData,
  MESSAGES,
  PLAYER_TEXT,
  type Track,
  UI_TEXT,
  endpointUrl,
  CHANNEL_ENDPOINTS,
} from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

function track(n: number, artist: string): Track {
  return {
    _id: { $oid: n.toString(16).padStart(24, 'b') },
    title: `Song ${n}`,
    track_artist: artist,
    artist_id: n.toString(16).padStart(24, 'c'),
    album: { title: `Album ${n}`, year: 2001, label: 'Label', cdcover: `${n.toString(16).padStart(24, 'd')}.svg` },
    year: 2001,
    composer: '',
    duration: 200,
    isrc: '',
    christmas: false,
  };
}

const MIX = channel(7, { name: 'My Mix', description: 'Jazz and funk, one station.', oldid: 123456789, is_user_channel: true, added_channels_names: ['Smooth Jazz', 'Funk Town'] });
const MIX_ID = MIX._id.$oid;
const PAGE: ChannelPageData = {
  channelDetails: MIX,
  featuredTracks: [track(1, 'Miles Davis'), track(2, 'AC/DC')],
  similarChannels: [channel(9, { name: 'Cool Jazz' }), channel(10, { name: 'Funk Classics' })],
};

function renderPage(path: string, answer: (path: string) => Promise<unknown> = async () => PAGE) {
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

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the channel page', () => {
  it("shows the channel's art, name and description, and what a blend plays", async () => {
    const { get } = renderPage(`/channel/${MIX_ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Mix' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: MIX_ID } }));
    expect(screen.getByRole('img', { name: CHANNEL_PAGE_TEXT.art('My Mix') }).getAttribute('src')).toBe(MIX.image);
    expect(screen.getByText('Jazz and funk, one station.')).toBeTruthy();
    expect(screen.getByText(BLEND_BADGE)).toBeTruthy();
    const blended = section(CHANNEL_PAGE_TEXT.blendOf);
    expect(blended.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Smooth Jazz', 'Funk Town']);
  });

  it('does not call a single channel a blend', async () => {
    renderPage(`/channel/${MIX_ID}/`, async () => ({ ...PAGE, channelDetails: { ...MIX, added_channels_names: ['My Mix'] } }));
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    expect(screen.queryByText(BLEND_BADGE)).toBeNull();
    expect(screen.queryByRole('region', { name: CHANNEL_PAGE_TEXT.blendOf })).toBeNull();
  });

  it("features the artists of the channel's songs, each with an album cover, linking to their artist pages", async () => {
    renderPage(`/channel/${MIX_ID}/`);
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    const featuring = section(CHANNEL_PAGE_TEXT.featuring);
    const links = featuring.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Miles Davis', '/artist/Miles%20Davis/'],
      ['AC/DC', '/artist/AC%2FDC/'],
    ]);
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe(`/img/covers155/${'1'.padStart(24, 'd')}.svg`);
  });

  it('suggests similar channels, and plays one when its tile is pressed', async () => {
    const { player } = renderPage(`/channel/${MIX_ID}/`);
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    const similar = section(CHANNEL_PAGE_TEXT.similar);
    expect(similar.getByRole('button', { name: 'Play Funk Classics' })).toBeTruthy();
    fireEvent.click(similar.getByRole('button', { name: 'Play Cool Jazz' }));
    const cool = PAGE.similarChannels[0];
    expect(player.play).toHaveBeenCalledWith(cool._id.$oid, { name: 'Cool Jazz', oldid: cool.oldid });
  });

  it('leaves out the sections it has nothing for', async () => {
    renderPage(`/channel/${MIX_ID}/`, async () => ({ ...PAGE, featuredTracks: [], similarChannels: [] }));
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    expect(screen.queryByRole('heading', { name: CHANNEL_PAGE_TEXT.featuring })).toBeNull();
    expect(screen.queryByRole('heading', { name: CHANNEL_PAGE_TEXT.similar })).toBeNull();
  });

  it('shows placeholders for the whole page while it loads', async () => {
    renderPage(`/channel/${MIX_ID}/`, () => new Promise(() => {}));
    expect(await screen.findByRole('heading', { level: 2, name: CHANNEL_PAGE_TEXT.featuring })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: CHANNEL_PAGE_TEXT.similar })).toBeTruthy();
    expect(screen.getAllByTestId('tile-skeletons')).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('plays the channel in the player', async () => {
    const { player } = renderPage(`/channel/${MIX_ID}/`);
    const play = (await screen.findByRole('button', { name: CHANNEL_PAGE_TEXT.play })) as HTMLButtonElement;
    // Enabled once the page is interactive (useHydrated).
    await waitFor(() => expect(play.disabled).toBe(false));
    fireEvent.click(play);
    expect(player.play).toHaveBeenCalledWith(MIX_ID, { name: 'My Mix', oldid: 123456789 });
    act(() => usePlayerStore.setState({ status: 'playing', channel: { id: MIX_ID, oldid: 123456789, name: 'My Mix' } }));
    expect(screen.getByRole('button', { name: CHANNEL_PAGE_TEXT.playing })).toBeTruthy();
  });

  it('finds the channel by its legacy id on /channel/{name}/{oldid}/', async () => {
    const { get } = renderPage('/channel/my-mix/123456789/');
    await screen.findByRole('heading', { level: 1, name: 'My Mix' });
    expect(get).toHaveBeenCalledWith(endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: '123456789' } }));
  });

  it('is the 404 page for a channel that does not exist', async () => {
    renderPage('/channel/ffffffffffffffffffffffff/', () => Promise.reject(new ApiError(404, 'not_found', 'Channel not found.')));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    let calls = 0;
    renderPage(`/channel/${MIX_ID}/`, async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'network_error', 'Offline');
      return PAGE;
    });
    expect((await screen.findByRole('alert')).textContent).toContain(PLAYER_TEXT.errorLoadingChannel);
    fireEvent.click(screen.getByRole('button', { name: UI_TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Mix' })).toBeTruthy();
    expect(section(CHANNEL_PAGE_TEXT.featuring).getByRole('link', { name: 'Miles Davis' })).toBeTruthy();
  });
});
