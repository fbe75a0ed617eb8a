// @vitest-environment jsdom
import { type PagesList, CONTENT_PAGE_ENDPOINTS } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { useToastStore } from '../../features/toasts/store';
import ArticlesPage from './page';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const PAGES: PagesList = {
  pages: [
    { url: 'season-of-sharing', title: 'Season of Sharing', desc: 'Vote for a charity.', previewimage: '/img/articles/s.svg', article: false },
    { url: 'where-to-start-with-jazz', title: 'Where to Start with Jazz', desc: 'Doors in.', previewimage: '/img/articles/j.svg', article: true },
    { url: 'the-sample-trail', title: 'The Sample Trail', desc: 'Where beats came from.', previewimage: null, article: true },
    { url: 'help/faq', title: 'FAQ', desc: 'Answers.', previewimage: null, article: false },
  ],
};

const renderArticles = (answer: () => Promise<unknown>) => {
  const get = vi.fn(answer);
  renderInApp(<ArticlesPage />, { path: '/articles/', api: { get: get as never } });
  return get;
};

describe('the articles page', () => {
  it('lists the pages that are articles as tiles with image, title and description, each linking to its page', async () => {
    const get = renderArticles(async () => PAGES);
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeTruthy();
    const jazz = await screen.findByRole('link', { name: /Where to Start with Jazz/ });
    expect(jazz.getAttribute('href')).toBe('/page/where-to-start-with-jazz/');
    expect(within(jazz).getByRole('heading', { level: 2, name: 'Where to Start with Jazz' })).toBeTruthy();
    expect(within(jazz).getByText('Doors in.')).toBeTruthy();
    expect(jazz.querySelector('img')?.getAttribute('src')).toBe('/img/articles/j.svg');
    // No preview image of its own: the default.
    const samples = screen.getByRole('link', { name: /The Sample Trail/ });
    expect(samples.querySelector('img')?.getAttribute('src')).toBe('/img/articles/default.svg');
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/page/where-to-start-with-jazz/', '/page/the-sample-trail/']);
    expect(get).toHaveBeenCalledWith(CONTENT_PAGE_ENDPOINTS.list.path);
  });

  it('shows placeholders while loading', () => {
    renderArticles(() => new Promise(() => {}));
    expect(document.querySelectorAll('.articles-skeleton')).toHaveLength(3);
  });

  it("says 'Error retrieving page data. Please try again.' when the list fails, and Retry loads it", async () => {
    let fail = true;
    renderArticles(async () => {
      if (fail) throw new ApiError(500, 'server_error', 'Boom');
      return PAGES;
    });
    const alert = await screen.findByRole('alert');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Error retrieving page data. Please try again.']);
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('link', { name: /The Sample Trail/ })).toBeTruthy();
  });
});
