// @vitest-environment jsdom
import { MOOD_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageRoute } from '../../app/testPageRoutes';
import { channel } from '../../app/testing';

afterEach(cleanup);

describe('the Most Popular and Newest Channels pages', () => {
  it('/mostpopular/ shows the most popular channels in the order given, and a tile plays its channel', async () => {
    const get = vi.fn(async () => ({ list: 'mostpopular', channels: [channel(1, { name: 'Top Hits' }), channel(2), channel(3)] }));
    const { player } = renderPageRoute('/mostpopular/', get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Most Popular' })).toBeTruthy();
    const tiles = await screen.findAllByRole('button', { name: /^Play / });
    expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual(['Play Top Hits', 'Play Channel 2', 'Play Channel 3']);
    expect(get).toHaveBeenCalledWith(MOOD_ENDPOINTS.channelList.mostpopular.path);
    fireEvent.click(tiles[0]);
    expect(player.play).toHaveBeenCalledWith(channel(1)._id.$oid, { name: 'Top Hits', oldid: 101 });
  });

  it('/newest/ shows the newest channels', async () => {
    const get = vi.fn(async () => ({ list: 'newest', channels: [channel(7, { name: 'Brand New' })] }));
    renderPageRoute('/newest/', get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Newest Channels' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Play Brand New' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(MOOD_ENDPOINTS.channelList.newest.path);
  });

  it('shows its title and six placeholder tiles while the channels load', async () => {
    renderPageRoute('/newest/', () => new Promise(() => {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newest Channels' })).toBeTruthy();
    expect(screen.getByTestId('tile-skeletons').querySelectorAll('li')).toHaveLength(6);
  });
});
