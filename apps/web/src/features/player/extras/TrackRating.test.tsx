// @vitest-environment jsdom
import { type FiveStarData, LOG_IN_PROMPTS, PLAYER_TEXT, type RatingsList, LISTENING_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeServer } from '../../../api/testing';
import { renderInApp } from '../../../app/testing';
import { useToastStore } from '../../toasts/store';
import { CHANNEL_OID, item } from '../fakeAudio';
import { rateByKeyboard } from '../ratingShortcut';
import { logInPrompt, resetPlayerTestState, showState, visitorQueryClient } from '../playerTesting';
import { TrackRating } from './TrackRating';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

const song = item(1);
const stars = () => screen.getAllByRole('button', { name: /^Rate \d stars?$/ });
const star = (n: number) => screen.getByRole('button', { name: PLAYER_TEXT.rateStar(n) });
/** How many stars are lit, checking they are lit from the first one on. */
function litStars(): number {
  const lit = stars().map((s) => s.classList.contains('stars__star--lit'));
  const count = lit.filter(Boolean).length;
  expect(lit).toEqual(lit.map((_, i) => i < count));
  return count;
}

/** A server that knows one rating and how many songs the listener has rated. */
function ratingServer(rating: number, ratedCount: number) {
  let count = ratedCount;
  const get = vi.fn(async (path: string) => {
    if (path.startsWith(LISTENING_ENDPOINTS.rating.path)) return { rating };
    if (path === LISTENING_ENDPOINTS.fiveStar.path) return { totalTracksRatedCount: count, fiveStarRatedCount: 2, categories: [] } satisfies FiveStarData;
    throw new Error(`unexpected GET ${path}`);
  });
  let answer: { resolve(value: RatingsList): void; reject(error: Error): void } | null = null;
  const postForm = vi.fn(
    () =>
      new Promise<RatingsList>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  const api = { get, postForm } as unknown as FakeServer;
  return {
    api,
    get,
    postForm,
    accept(newCount: number) {
      count = newCount;
      answer?.resolve({ ratings: [newCount] });
    },
    refuse: () => answer?.reject(new Error('down')),
  };
}

function renderLoggedIn(server: ReturnType<typeof ratingServer>) {
  renderInApp(<TrackRating />, { api: server.api, queryClient: visitorQueryClient(true) });
  showState({ status: 'playing', item: song });
}

describe('track rating', () => {
  it('lights every star up to the one pointed at or focused', () => {
    renderInApp(<TrackRating />, { queryClient: visitorQueryClient(false) });
    showState({ status: 'playing', item: song });
    expect(litStars()).toBe(0);

    fireEvent.mouseMove(star(3));
    expect(litStars()).toBe(3);
    fireEvent.mouseMove(star(5));
    expect(litStars()).toBe(5);
    fireEvent.mouseLeave(screen.getByRole('group', { name: PLAYER_TEXT.ratingLabel }));
    expect(litStars()).toBe(0);

    fireEvent.focus(star(2));
    expect(litStars()).toBe(2);
    fireEvent.blur(star(2));
    expect(litStars()).toBe(0);
  });

  it('asks an anonymous listener to log in to rate, and shows no rated count', () => {
    renderInApp(<TrackRating />, { queryClient: visitorQueryClient(false) });
    showState({ status: 'playing', item: song });
    fireEvent.click(star(4));
    expect(logInPrompt()).toBe(LOG_IN_PROMPTS.rate);
    expect(screen.queryByText(/You have rated/)).toBeNull();
  });

  it("shows a logged-in listener's rating of the song and how many songs they have rated", async () => {
    const server = ratingServer(3, 12);
    renderLoggedIn(server);
    expect(await screen.findByText(PLAYER_TEXT.ratedSongs(12))).toBeTruthy();
    await waitFor(() => expect(litStars()).toBe(3));
    expect(star(3).getAttribute('aria-pressed')).toBe('true');
    expect(server.get).toHaveBeenCalledWith(`${LISTENING_ENDPOINTS.rating.path}?t=${song._id.$oid}&w=1`);
  });

  it('shows a new rating at once, then confirms it with the new count', async () => {
    const server = ratingServer(3, 12);
    renderLoggedIn(server);
    await waitFor(() => expect(litStars()).toBe(3));

    fireEvent.click(star(5));
    await waitFor(() => expect(litStars()).toBe(5));
    expect(server.postForm).toHaveBeenCalledWith(LISTENING_ENDPOINTS.rate.path, { t: song._id.$oid, v: 5, w: '1', c: CHANNEL_OID });

    server.accept(13);
    expect(await screen.findByText(PLAYER_TEXT.ratedSongs(13))).toBeTruthy();
    expect(useToastStore.getState().toasts).toMatchObject([
      { kind: 'success', title: 'Rating Submitted', message: 'You have now rated 13 songs' },
    ]);
    expect(litStars()).toBe(5);
  });

  it('puts the stars back and says so when the rating fails', async () => {
    const server = ratingServer(3, 12);
    renderLoggedIn(server);
    await waitFor(() => expect(litStars()).toBe(3));

    fireEvent.click(star(1));
    await waitFor(() => expect(litStars()).toBe(1));
    server.refuse();
    await waitFor(() => expect(litStars()).toBe(3));
    expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'error', message: PLAYER_TEXT.ratingFailure }]);
    expect(screen.getByText(PLAYER_TEXT.ratedSongs(12))).toBeTruthy();
  });

  it('cannot rate an ad', () => {
    renderInApp(<TrackRating />, { queryClient: visitorQueryClient(true) });
    showState({ status: 'playing', item: item(2, { type: 'ad' }) });
    for (const s of stars()) expect((s as HTMLButtonElement).disabled).toBe(true);
  });

  it('rates with the keys 1–5 exactly as with the stars, while a song plays', async () => {
    const server = ratingServer(3, 12);
    renderLoggedIn(server);
    await waitFor(() => expect(litStars()).toBe(3));
    rateByKeyboard(4);
    await waitFor(() => expect(litStars()).toBe(4));
    expect(server.postForm).toHaveBeenCalledWith(LISTENING_ENDPOINTS.rate.path, { t: song._id.$oid, v: 4, w: '1', c: CHANNEL_OID });

    showState({ status: 'playing', item: item(2, { type: 'ad' }) });
    rateByKeyboard(2);
    expect(server.postForm).toHaveBeenCalledTimes(1);
  });

  it('asks an anonymous listener to log in when they rate with a key', () => {
    renderInApp(<TrackRating />, { queryClient: visitorQueryClient(false) });
    showState({ status: 'playing', item: song });
    rateByKeyboard(5);
    expect(logInPrompt()).toBe(LOG_IN_PROMPTS.rate);
  });

  it('leaves the keys doing nothing once the stars are gone', () => {
    renderInApp(<TrackRating />, { queryClient: visitorQueryClient(false) });
    showState({ status: 'playing', item: song });
    cleanup();
    rateByKeyboard(5);
    expect(logInPrompt()).toBeNull();
  });
});
