// @vitest-environment jsdom
import { type ChannelSearchResults, LIMITS, SEARCH_ENDPOINTS } from '@earshot/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/testing';
import { SearchBox } from './SearchBox';

const RESULTS: ChannelSearchResults = {
  channel_id_results: [{ name: 'Smooth Jazz Lounge', oldid: 42 }],
  artist_results: ['Jazz Messengers'],
  keyword_results: ['jazz'],
};
const NONE: ChannelSearchResults = { channel_id_results: [], artist_results: [], keyword_results: [] };

function setup(answer: ChannelSearchResults = RESULTS) {
  const get = vi.fn(async (path: string) => {
    if (path === SEARCH_ENDPOINTS.suggestions.path) return { suggestions: ['Smooth Jazz', 'Classical', 'Ada Artist', 'Bo Band'] };
    return answer;
  });
  const app = renderInApp(
    <>
      <SearchBox />
      <p>elsewhere</p>
    </>,
    { api: { get: get as never } },
  );
  const input = screen.getByPlaceholderText('Find channels') as HTMLInputElement;
  return { ...app, get, input };
}

/**
 * Focus loads the dropdown's chunk; wait (on real timers) until it has made the input a combobox,
 * then fake the timers so the debounce is measured exactly.
 */
async function focus(input: HTMLInputElement) {
  await act(async () => {
    input.focus();
    fireEvent.focus(input);
  });
  await vi.waitFor(() => expect(input.getAttribute('role')).toBe('combobox'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/**
 * Lets answers arrive and render: the debounce and the query cache's retries wait on timers (faked),
 * and code loaded by import() arrives on real I/O, which a busy machine may take a while to deliver
 * (setImmediate is not faked).
 */
async function settle() {
  for (let i = 0; i < 20; i++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

function formOf(input: HTMLInputElement): HTMLFormElement {
  if (!input.form) throw new Error('the search box is not in a form');
  return input.form;
}

const searches = (get: ReturnType<typeof vi.fn>) => get.mock.calls.filter(([path]) => String(path).startsWith(`${SEARCH_ENDPOINTS.box.path}?`));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box', () => {
  it("shows 'Find channels' and ships no dropdown until it is focused", () => {
    const { input } = setup();
    expect(input.getAttribute('role')).toBeNull();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('waits a second after the last keystroke, then asks once with the spec flags', async () => {
    const { input, get } = setup();
    await focus(input);
    await type(input, 'ja');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs - 100));
    await type(input, 'jaz');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs - 1));
    expect(searches(get)).toEqual([]);
    expect(screen.queryByRole('option', { name: 'Jazz Messengers' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches(get).map(([path]) => path)).toEqual([`${SEARCH_ENDPOINTS.box.path}?k=jaz&q=true&w=true`]);
    await settle();
    expect(screen.getByRole('option', { name: 'Jazz Messengers' })).toBeTruthy();
  });

  it('groups the answer under Channels, Artists and Keywords / Genres, with View All Results', async () => {
    const { input } = setup();
    await focus(input);
    await type(input, 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs));
    await settle();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Channels', 'Artists', 'Keywords / Genres']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Smooth Jazz Lounge', 'Jazz Messengers', 'jazz', 'View All Results']);
  });

  it("says 'Sorry, no results found.' when nothing matches", async () => {
    const { input } = setup(NONE);
    await focus(input);
    await type(input, 'zzzz');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Sorry, no results found.');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('suggests Smooth Jazz, Classical and two artists on focus with no text', async () => {
    const { input } = setup();
    // No debounce to measure here: real timers, waiting for the suggestions however long they take.
    await act(async () => {
      input.focus();
      fireEvent.focus(input);
    });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Smooth Jazz', 'Classical', 'Ada Artist', 'Bo Band']);
  });

  it('clears and closes on a click outside', async () => {
    const { input } = setup();
    await focus(input);
    await type(input, 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs));
    await settle();
    screen.getByRole('listbox');
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('elsewhere'));
    });
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to /search/{cleaned text} on Enter, and does nothing when nothing is left', async () => {
    const { input, router } = setup();
    await focus(input);
    await type(input, '<>*?');
    await act(async () => {
      fireEvent.submit(formOf(input));
    });
    expect(router.state.location.pathname).toBe('/');
    await type(input, 'Rock & Roll (live)');
    await act(async () => {
      fireEvent.submit(formOf(input));
    });
    expect(router.state.location.pathname).toBe('/search/Rock%20Roll%20live/');
  });

  it('moves through the options with the arrow keys, picks with Enter and closes with Escape', async () => {
    // jsdom lays nothing out and has no scrollIntoView; record which option the list scrolls to.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    const { input, router } = setup();
    await focus(input);
    await type(input, 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs));
    await settle();
    screen.getByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('Jazz Messengers');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    // The sections scroll inside the dropdown: the active option is brought into sight.
    expect(scrolledTo.at(-1)).toBe(active.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(router.state.location.pathname).toBe('/artist/Jazz%20Messengers/');
  });
});
