// @vitest-environment jsdom
import { type FeaturedPage, type GenrePage as GenrePageData, MESSAGES, endpointUrl, BROWSE_ENDPOINTS } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { channel, renderInApp } from '../../app/testing';
import { useToastStore } from '../../features/toasts/store';
import GenrePage from './page';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const JAZZ: GenrePageData = {
  param: 'jazz',
  name: 'Jazz',
  description: 'Swing, bop and everything after.',
  meta_description: 'Free jazz radio.',
  featuredChannel: channel(1, { name: 'Jazz Classics' }),
  channels: [channel(2), channel(3), channel(4)],
  related_articles: [],
};
const notFound = () => new ApiError(404, 'not_found', 'Genre not found.');

function renderGenre(answer: (path: string) => Promise<unknown>, path = '/jazz/') {
  const get = vi.fn(answer);
  const app = renderInApp(
    <Routes>
      <Route path="/featured/:param" element={<p>Featured page</p>} />
      <Route path="/:param" element={<GenrePage />} />
    </Routes>,
    { path, api: { get: get as never } },
  );
  return { ...app, get };
}

describe('the genre page', () => {
  it('pulses the Surprise Me placeholder while its channel is drawn, once the page is live', async () => {
    renderGenre((path) => (path.startsWith('/c/m/json/genre/') ? new Promise(() => {}) : Promise.resolve(JAZZ)));
    const more = await screen.findByRole('region', { name: 'More Jazz Channels' });
    const placeholder = more.querySelector('.tile--skeleton');
    expect(placeholder).toBeTruthy();
    expect(placeholder?.classList.contains('tile--still')).toBe(false);
  });

  it('shows the genre, its featured channel and More {genre} Channels with a Surprise Me tile', async () => {
    let surprise = 10;
    const { get } = renderGenre(async (path) =>
      path.startsWith('/c/m/json/genre/') ? { channels: [channel(surprise++)] } : JAZZ,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeTruthy();
    expect(screen.getByText(JAZZ.description)).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Featured Channel' });
    expect(within(featured).getByRole('heading', { name: 'Jazz Classics' })).toBeTruthy();
    const more = screen.getByRole('region', { name: 'More Jazz Channels' });
    expect(within(more).getByText('Surprise Me')).toBeTruthy();
    expect(await within(more).findByRole('button', { name: 'Play Channel 10' })).toBeTruthy();
    expect(within(more).getAllByRole('button', { name: /^Play / })).toHaveLength(4);
    expect(get).toHaveBeenCalledWith(endpointUrl(BROWSE_ENDPOINTS.surprise, { query: { param: 'jazz' } }));

    fireEvent.click(within(more).getByRole('button', { name: 'Pick Different' }));
    expect(await within(more).findByRole('button', { name: 'Play Channel 11' })).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith(endpointUrl(BROWSE_ENDPOINTS.surprise, { query: { param: 'jazz', not: channel(10)._id.$oid } }));
    expect(screen.getByRole('button', { name: 'Browse All Genres' })).toBeTruthy();
  });

  it('plays the featured channel', async () => {
    const { player } = renderGenre(async (path) => (path.startsWith('/c/m/json/genre/') ? { channels: [] } : JAZZ));
    const play = await screen.findByRole('button', { name: 'Play Jazz Classics' });
    // Enabled once the page is interactive (useHydrated).
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(play);
    expect(player.play).toHaveBeenCalledWith(channel(1)._id.$oid, { name: 'Jazz Classics', oldid: 101 });
  });

  it('shows six placeholder tiles while loading', () => {
    renderGenre(() => new Promise(() => {}));
    expect(screen.getByTestId('tile-skeletons').querySelectorAll('li')).toHaveLength(6);
  });

  it('sends a brand on to its featured page', async () => {
    const brand: FeaturedPage = { param: 'maggotbrain', brand: { name: 'Maggotbrain', description: '', meta_description: '', featured_artist_id: null }, channels: [], article: null };
    renderGenre(async (path) => {
      if (path === endpointUrl(BROWSE_ENDPOINTS.featuredPage, { params: { param: 'maggotbrain' } })) return brand;
      throw notFound();
    }, '/maggotbrain/');
    expect(await screen.findByText('Featured page')).toBeTruthy();
  });

  it('is the 404 page for a param that is neither a genre nor a brand', async () => {
    renderGenre(async () => {
      throw notFound();
    }, '/nothing-here/');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
  });

  it('says the page failed to load and offers Retry, which loads it again', async () => {
    let fail = true;
    renderGenre(async (path) => {
      if (path.startsWith('/c/m/json/genre/')) return { channels: [] };
      if (fail) throw new ApiError(500, 'server_error', 'Boom');
      return JAZZ;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading content');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Error fetching page data']);
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeTruthy();
  });

  it("shows Channel Chatter: the first 3 related articles, each linking to its page, and the rest after 'Show more'", async () => {
    const related = [1, 2, 3, 4].map((n) => ({ url: n === 2 ? `help/article-${n}` : `article-${n}`, title: `Article ${n}`, desc: `About ${n}`, previewimage: n === 1 ? null : `/img/articles/${n}.svg` }));
    renderGenre(async (path) => (path.startsWith('/c/m/json/genre/') ? { channels: [] } : { ...JAZZ, related_articles: related }));
    const chatter = await screen.findByRole('region', { name: 'Channel Chatter' });
    const links = () => within(chatter).getAllByRole('link');
    expect(links().map((l) => [l.textContent?.startsWith(`Article`), l.getAttribute('href')])).toEqual([
      [true, '/page/article-1/'],
      [true, '/page/help/article-2/'],
      [true, '/page/article-3/'],
    ]);
    expect(within(chatter).getByRole('heading', { level: 3, name: 'Article 1' })).toBeTruthy();
    // An article without a preview image shows the default one.
    expect(chatter.querySelector('img')?.getAttribute('src')).toBe('/img/articles/default.svg');
    const more = within(chatter).getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(links()).toHaveLength(4);
    fireEvent.click(within(chatter).getByRole('button', { name: 'Show less' }));
    expect(links()).toHaveLength(3);
  });

  it('folds Channel Chatter by width alone when 3 or fewer articles, and leaves it out when there are none', async () => {
    const three = [1, 2, 3].map((n) => ({ url: `a-${n}`, title: `A ${n}`, desc: '', previewimage: null }));
    renderGenre(async (path) => (path.startsWith('/c/m/json/genre/') ? { channels: [] } : { ...JAZZ, related_articles: three }));
    const chatter = await screen.findByRole('region', { name: 'Channel Chatter' });
    // Every article is in the page; the stylesheet hides the third below 900 px and the second below
    // 450 px, where the toggle shows (content-pages.css). Nothing depends on the width in React.
    expect(within(chatter).getAllByRole('link')).toHaveLength(3);
    expect(chatter.querySelector('ul')?.className).toContain('article-grid--folded');
    expect(within(chatter).getByRole('button', { name: 'Show more', hidden: true }).className).toContain('chatter__toggle--below-md');
    cleanup();
    renderGenre(async (path) => (path.startsWith('/c/m/json/genre/') ? { channels: [] } : JAZZ));
    await screen.findByRole('heading', { level: 1, name: 'Jazz' });
    expect(screen.queryByRole('region', { name: 'Channel Chatter' })).toBeNull();
  });
});
