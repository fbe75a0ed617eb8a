// @vitest-environment jsdom
import { type PlayedTrack, type RatedTrack, SONG_HISTORY_TEXT, type Track, SONG_HISTORY_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeServer } from '../../api/testing';
import { renderInApp } from '../../app/testing';
import { logInPrompt, resetPlayerTestState, visitorQueryClient } from '../../features/player/playerTesting';
import { useModalStore } from '../../features/modals/store';
import { RatingsHistory } from './RatingsHistory';
import { TrackHistory } from './TrackHistory';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

/** An API whose GET answers with `get` (the client's own type is generic in the answer). */
const answering = (get: (path: string) => Promise<unknown>) => ({ get: get as FakeServer['get'] });

function song(n: number): Track {
  return {
    _id: { $oid: n.toString(16).padStart(24, '0') },
    title: `Song ${n}`,
    track_artist: `Artist ${n}`,
    artist_id: 'a'.repeat(24),
    album: { title: `Album ${n}`, year: 2001, label: 'Label', cdcover: `album${n}.svg` },
    year: 2001,
    composer: '',
    duration: 200,
    isrc: '',
    christmas: false,
  };
}

const rated = (n: number, rating: number): RatedTrack => ({ ...song(n), rating, rated_at: Date.UTC(2026, 0, 1) - n * 60_000 });
const played = (n: number): PlayedTrack => ({
  ...song(n),
  played_at: Date.UTC(2026, 0, 1) - n * 60_000,
  channel: { _id: { $oid: 'c'.repeat(24) }, oldid: 7, name: 'Smooth Jazz' },
});

const titles = (scope: HTMLElement = document.body) => within(scope).getAllByText(/^Song \d+$/).map((el) => el.textContent);

describe('My Song Ratings', () => {
  const ratings = [rated(1, 3), rated(2, 5), rated(3, 1), rated(4, 5), rated(5, 4)];

  it('lists ratings by date by default, then groups them from 5 stars down when sorted by rating', async () => {
    const get = vi.fn(async () => ({ tracks: ratings }));
    renderInApp(<RatingsHistory />, { api: answering(get), queryClient: visitorQueryClient(true) });
    await screen.findByText('Song 1');
    expect(get).toHaveBeenCalledWith(SONG_HISTORY_ENDPOINTS.ratingsHistory.path);
    expect(screen.getByRole('button', { name: SONG_HISTORY_TEXT.sortByDate }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(titles()).toEqual(['Song 1', 'Song 2', 'Song 3', 'Song 4', 'Song 5']);
    expect(screen.getAllByText('Rated 5 stars')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: SONG_HISTORY_TEXT.sortByRating }));
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['5 stars', '4 stars', '3 stars', '1 star']);
    expect(titles(groups[0])).toEqual(['Song 2', 'Song 4']);
    expect(titles(groups[3])).toEqual(['Song 3']);

    fireEvent.click(screen.getByRole('button', { name: SONG_HISTORY_TEXT.sortByDate }));
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('shows cover art from the covers path', async () => {
    renderInApp(<RatingsHistory />, { api: answering(async () => ({ tracks: [rated(9, 4)] })), queryClient: visitorQueryClient(true) });
    await screen.findByText('Song 9');
    const cover = document.querySelector('.song-row__cover');
    expect(cover?.getAttribute('src')).toBe('/img/covers155/album9.svg');
  });

  it('says when there are no ratings, and when they could not be loaded', async () => {
    renderInApp(<RatingsHistory />, { api: answering(async () => ({ tracks: [] })), queryClient: visitorQueryClient(true) });
    await screen.findByText(SONG_HISTORY_TEXT.ratingsEmpty);
    cleanup();

    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ tracks: [rated(1, 2)] });
    renderInApp(<RatingsHistory />, { api: answering(get), queryClient: visitorQueryClient(true) });
    await screen.findByText(SONG_HISTORY_TEXT.ratingsError);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Song 1');
  });

  it('asks an anonymous visitor to log in, without asking the server', () => {
    const get = vi.fn();
    renderInApp(<RatingsHistory />, { api: answering(get), queryClient: visitorQueryClient(false) });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(useModalStore.getState().active?.name).toBe('login');
    expect(logInPrompt()).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('My Song History', () => {
  it('asks for the newest 32 songs and lists them with where they played', async () => {
    const get = vi.fn(async () => [played(1), played(2)]);
    renderInApp(<TrackHistory />, { api: answering(get), queryClient: visitorQueryClient(true) });
    await screen.findByText('Song 1');
    expect(get).toHaveBeenCalledWith(`${SONG_HISTORY_ENDPOINTS.trackHistory.path}?l=32`);
    expect(titles()).toEqual(['Song 1', 'Song 2']);
    expect(screen.getAllByText(SONG_HISTORY_TEXT.playedOn('Smooth Jazz'))).toHaveLength(2);
    expect(screen.getByText('Album 1 · 2001')).toBeTruthy();
  });

  it('says when there is no history, and when it could not be loaded', async () => {
    renderInApp(<TrackHistory />, { api: answering(async () => []), queryClient: visitorQueryClient(true) });
    await screen.findByText(SONG_HISTORY_TEXT.historyEmpty);
    cleanup();
    renderInApp(<TrackHistory />, { api: answering(() => Promise.reject(new Error('down'))), queryClient: visitorQueryClient(true) });
    await screen.findByText(SONG_HISTORY_TEXT.historyError);
  });

  it('asks an anonymous visitor to log in', () => {
    renderInApp(<TrackHistory />, { queryClient: visitorQueryClient(false) });
    expect(screen.getByText(SONG_HISTORY_TEXT.loggedOut)).toBeTruthy();
  });
});
