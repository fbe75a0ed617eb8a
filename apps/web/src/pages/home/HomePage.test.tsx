// @vitest-environment jsdom
import { type HomePage as HomePageData, MESSAGES } from '@earshot/contract';
import { QueryClient } from '../../lib/query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/home';
import { channel, renderInApp } from '../../app/testing';
import { HomePage } from './HomePage';

afterEach(cleanup);

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => channel(from + i));

const HOME: HomePageData = {
  title: MESSAGES.homeTitle,
  sections: [
    { name: 'Most Popular', param: 'mostpopular', channels: range(1, 15) },
    { name: 'Newest Channels', param: 'newest', channels: range(20, 10) },
    { name: 'Workday Picks', param: 'workday', channels: range(40, 5) },
  ],
};

function renderHome() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.page('home'), HOME);
  return renderInApp(<HomePage />, { queryClient });
}

const section = (name: string) => screen.getByRole('region', { name });
const tilesIn = (name: string) => within(section(name)).getAllByRole('button', { name: /^Play / });

describe('home page', () => {
  it('introduces the service', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.homeTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.homeClickPrompt)).toBeTruthy();
  });

  it('shows 12 Most Popular tiles and up to 7 in other sections', () => {
    renderHome();
    expect(tilesIn('Most Popular')).toHaveLength(12);
    expect(tilesIn('Newest Channels')).toHaveLength(7);
    expect(tilesIn('Workday Picks')).toHaveLength(5);
    expect(within(section('Workday Picks')).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the rest of a section with Show more and folds it with Show less', () => {
    renderHome();
    const toggle = within(section('Newest Channels')).getByRole('button', { name: 'Show more' });
    fireEvent.click(toggle);
    expect(tilesIn('Newest Channels')).toHaveLength(10);
    expect(toggle.textContent).toBe('Show less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(tilesIn('Newest Channels')).toHaveLength(7);
  });

  it('plays a channel when its tile is pressed', () => {
    const { player } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Play Channel 20' }));
    expect(player.play).toHaveBeenCalledWith(channel(20)._id.$oid, { name: 'Channel 20', oldid: 120 });
  });

  it('shows six placeholder tiles while the channels load', () => {
    renderInApp(<HomePage />);
    expect(screen.getByTestId('tile-skeletons').querySelectorAll('li')).toHaveLength(6);
  });
});
