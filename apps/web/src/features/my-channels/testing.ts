import {
  type Channel,
  type FavoritesList,
  type UserChannels,
  endpointUrl,
  USER_CHANNELS_QUERY,
  MY_CHANNELS_ENDPOINTS,
} from '@earshot/contract';
import { vi } from 'vitest';
import type { FakeServer } from '../../api/testing';

/** Lets a test hold the next answers of a call until it says so. */
export class Gate {
  private waiting: (() => void)[] = [];
  closed = false;

  pass(): Promise<void> {
    if (!this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  open(): void {
    this.closed = false;
    for (const release of this.waiting.splice(0)) release();
  }
}

/**
 * Test support: the favorites and history calls of the API, answering from lists a test sets up,
 * as the server would (adding a favorite puts it first; removing from the history drops it).
 */
export function fakeMyChannelsApi(initial: { favorites?: Channel[]; history?: Channel[]; related?: Channel[] } = {}) {
  const state = { favorites: [...(initial.favorites ?? [])], history: [...(initial.history ?? [])], related: initial.related ?? [] };
  const favoritesGate = new Gate();
  const byId = (id: string) => [...state.favorites, ...state.history, ...state.related].find((c) => c._id.$oid === id);
  const get = vi.fn(async (path: string): Promise<FavoritesList | UserChannels> => {
    if (path === MY_CHANNELS_ENDPOINTS.favorites.path) {
      await favoritesGate.pass();
      return { channels: state.favorites.map((c) => ({ ...c, is_favorite: true })) };
    }
    if (path === endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY })) {
      const favorite = new Set(state.favorites.map((c) => c._id.$oid));
      return { user_channels: state.history.map((c) => ({ ...c, is_favorite: favorite.has(c._id.$oid) })), related: state.related };
    }
    throw new Error(`unexpected GET ${path}`);
  });
  const postForm = vi.fn(async (path: string, fields: Record<string, string | number>) => {
    const id = String(fields.c);
    if (path === MY_CHANNELS_ENDPOINTS.addFavorite.path) {
      const channel = byId(id);
      if (channel && !state.favorites.includes(channel)) state.favorites.unshift(channel);
    } else if (path === MY_CHANNELS_ENDPOINTS.removeFavorite.path) {
      state.favorites = state.favorites.filter((c) => c._id.$oid !== id);
    } else {
      throw new Error(`unexpected POST ${path}`);
    }
    return { status: 'ok' };
  });
  const del = vi.fn(async (path: string) => {
    state.history = state.history.filter((c) => endpointUrl(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: c._id.$oid } }) !== path);
    return { status: 'ok' };
  });
  const api = { get, postForm, delete: del } as unknown as FakeServer;
  return { api, state, get, postForm, delete: del, favoritesGate };
}
