// @vitest-environment jsdom
import { QueryClient } from '../../lib/query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { DEFAULT_CLIENT_ENV } from '../../lib/env';
import { channel } from '../../app/testing';
import { ApiError } from '../../api/client';
import { fakeApi } from '../../api/testing';
import ArtistPage from '../artist/page';
import KeywordPage from '../keyword/page';
import SearchPage from './page';

afterEach(cleanup);

/** A page at its real route pattern, so it reads its :param. */
function renderPage(path: string, get: (path: string) => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/search/:param', element: <SearchPage /> },
      { path: '/artist/:param', element: <ArtistPage /> },
      { path: '/keyword/:param', element: <KeywordPage /> },
    ],
    { initialEntries: [path] },
  );
  const player = { play: vi.fn(), toggle: vi.fn(), pause: vi.fn(), resume: vi.fn(), skip: vi.fn(), reload: vi.fn(), setVolume: vi.fn(), toggleMute: vi.fn(), setSleepTimer: vi.fn(), chooseCastDevice: vi.fn() };
  render(
    <AppProviders
      api={fakeApi({ get })}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      player={player}
      env={DEFAULT_CLIENT_ENV}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('the search results page', () => {
  it('lists artists and keywords as links and channels as tiles', async () => {
    const get = vi.fn(async () => ({ artist_results: ['Jazz Messengers'], keyword_results: ['Smooth Jazz'], channelResults: [channel(1, { name: 'Jazz Cafe' })] }));
    renderPage('/search/jazz', get);
    expect(screen.getByRole('heading', { level: 1, name: 'Channel search results' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Jazz Messengers' })).getAttribute('href')).toBe('/artist/Jazz%20Messengers/');
    expect(screen.getByRole('link', { name: 'Smooth Jazz' }).getAttribute('href')).toBe('/keyword/Smooth%20Jazz/');
    expect(screen.getByRole('heading', { name: 'Keyword / Genres' })).toBeTruthy();
    expect(screen.getByText('Jazz Cafe')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/c/m/json/page/search/jazz/');
  });

  it("says 'Sorry, no results found.' when nothing matches", async () => {
    renderPage('/search/zzzz', async () => ({ artist_results: [], keyword_results: [], channelResults: [] }));
    expect(await screen.findByText('Sorry, no results found.')).toBeTruthy();
  });

  it('shows placeholders while loading, and the error with a retry that asks again', async () => {
    let fail = true;
    const get = vi.fn(async () => {
      if (fail) throw new ApiError(500, 'server_error', 'boom');
      return { artist_results: ['Back Again'], keyword_results: [], channelResults: [] };
    });
    renderPage('/search/x', get);
    expect(screen.getByTestId('tile-skeletons')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Error retrieving page data. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeTruthy();
  });
});

describe('the artist and keyword pages', () => {
  it("head the artist's channels with 'Artist: {name}'", async () => {
    renderPage('/artist/jazz%20messengers', async () => ({ name: 'Jazz Messengers', channels: [channel(2, { name: 'Hard Bop' })] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Artist: Jazz Messengers' })).toBeTruthy();
    expect(screen.getByText('Hard Bop')).toBeTruthy();
  });

  it("head a keyword's channels with 'Keyword: {term}'", async () => {
    renderPage('/keyword/mellow', async () => ({ term: 'mellow', channels: [channel(3, { name: 'Mellow Gold' })] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Keyword: mellow' })).toBeTruthy();
    expect(screen.getByText('Mellow Gold')).toBeTruthy();
  });

  it("show the 404 page for an artist no channel plays, and the spec's error otherwise", async () => {
    renderPage('/artist/nobody', async () => {
      throw new ApiError(404, 'not_found', 'Artist not found.');
    });
    expect(await screen.findByText("We couldn't find this page :(")).toBeTruthy();
    cleanup();
    renderPage('/artist/somebody', async () => {
      throw new ApiError(500, 'server_error', 'boom');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Error retrieving Artist Page.');
  });
});
