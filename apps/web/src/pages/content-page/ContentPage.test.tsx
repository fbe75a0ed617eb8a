// @vitest-environment jsdom
import { type ContentPage as ContentPageData, MESSAGES } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { useToastStore } from '../../features/toasts/store';
import ContentPage from './page';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const FAQ: ContentPageData = {
  url: 'help/faq',
  category: 'help',
  header: 'Frequently asked questions',
  title: 'FAQ',
  desc: 'How skips work.',
  content: '<h3>Is it free?</h3><p>Yes. See <a href="/page/help/">the help pages</a> or <a href="https://example.com/">elsewhere</a>.</p>',
  shareimage: '/img/articles/abc.svg',
};

function renderPage(answer: (path: string) => Promise<unknown>, path = '/page/help/faq/') {
  const get = vi.fn(answer);
  const app = renderInApp(
    <Routes>
      <Route path="/page/:urlslug" element={<ContentPage />} />
      <Route path="/page/:pageCategory/:urlslug" element={<ContentPage />} />
    </Routes>,
    { path, api: { get: get as never } },
  );
  return { ...app, get };
}

describe('the content page', () => {
  it('shows the header and the HTML content of the page its address names', async () => {
    const { get } = renderPage(async () => FAQ);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Is it free?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the help pages' }).getAttribute('href')).toBe('/page/help/');
    expect(get).toHaveBeenCalledWith('/c/m/pages/help/faq');
  });

  it('asks for a page without a category by its slug alone', async () => {
    const { get } = renderPage(async () => ({ ...FAQ, url: 'season-of-sharing', category: null, header: 'Season of Sharing' }), '/page/season-of-sharing/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Season of Sharing' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/c/m/pages/season-of-sharing');
  });

  it('follows a link to another page of the site inside the app, and leaves other sites to the browser', async () => {
    const { router } = renderPage(async () => FAQ);
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const external = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'elsewhere' }).dispatchEvent(external);
    expect(external.defaultPrevented).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'the help pages' })));
    expect(router.state.location.pathname).toBe('/page/help/');
  });

  it('shows nothing of the page until its data is in', () => {
    renderPage(() => new Promise(() => {}));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('is the 404 page for an unknown page, and for one that came back empty', async () => {
    renderPage(async () => {
      throw new ApiError(404, 'not_found', 'Page not found.');
    }, '/page/nothing/');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
    cleanup();
    renderPage(async () => ({ ...FAQ, header: '', content: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
  });

  it('is the 404 page, not the crash page, for a payload with no page in it ({} or null)', async () => {
    for (const empty of [{}, null]) {
      renderPage(async () => empty);
      expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound }), JSON.stringify(empty)).toBeTruthy();
      cleanup();
    }
  });

  it("says 'Error retrieving Page.' when it fails, and Retry loads it", async () => {
    let fail = true;
    renderPage(async () => {
      if (fail) throw new ApiError(500, 'server_error', 'Boom');
      return FAQ;
    });
    const alert = await screen.findByRole('alert');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Error retrieving Page.']);
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
  });
});
