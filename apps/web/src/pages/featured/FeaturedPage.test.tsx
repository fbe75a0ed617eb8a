// @vitest-environment jsdom
import { type FeaturedPage as FeaturedPageData, MESSAGES } from '@earshot/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { channel, renderInApp } from '../../app/testing';
import FeaturedPage from './page';

afterEach(cleanup);

const MAGGOTBRAIN: FeaturedPageData = {
  param: 'maggotbrain',
  brand: {
    name: 'Maggotbrain',
    description: '<p>Deep funk &amp; heavy soul.</p><p>Long grooves.</p>',
    meta_description: 'Deep funk & heavy soul. Long grooves.',
    featured_artist_id: null,
  },
  channels: [channel(1, { name: 'Funk Odyssey' }), channel(2), channel(3)],
  article: { content: '<h2>Inside the crates</h2><p>It started in a record shop.</p>' },
};

function renderFeatured(answer: () => Promise<unknown>, path = '/featured/maggotbrain/') {
  return renderInApp(
    <Routes>
      <Route path="/featured/:param" element={<FeaturedPage />} />
    </Routes>,
    { path, api: { get: vi.fn(answer) as never } },
  );
}

describe('the featured page', () => {
  it('shows the brand, its HTML description, the first channel as hero, the article and the other channels', async () => {
    renderFeatured(async () => MAGGOTBRAIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maggotbrain' })).toBeTruthy();
    expect(screen.getByText('Deep funk & heavy soul.').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Funk Odyssey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Funk Odyssey' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Inside the crates' })).toBeTruthy();
    const more = screen.getByRole('region', { name: 'More Channels From Maggotbrain' });
    expect(within(more).getAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Play Channel 2',
      'Play Channel 3',
    ]);
  });

  it('leaves the article out when the brand has none', async () => {
    renderFeatured(async () => ({ ...MAGGOTBRAIN, article: null }));
    await screen.findByRole('heading', { level: 1, name: 'Maggotbrain' });
    expect(screen.queryByRole('heading', { name: 'Inside the crates' })).toBeNull();
  });

  it('is the 404 page for an unknown brand', async () => {
    renderFeatured(async () => {
      throw new ApiError(404, 'not_found', 'Featured page not found.');
    }, '/featured/nothing/');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeTruthy();
  });
});
