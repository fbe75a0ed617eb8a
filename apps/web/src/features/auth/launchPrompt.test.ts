// @vitest-environment jsdom
import { LIMITS } from '@earshot/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '../../lib/query';
import { openModal, useModalStore } from '../modals/store';
import { usePlayerStore } from '../player/store';
import { initialPlayerState } from '../player/types';
import { scheduleLaunchPrompt } from './launchPrompt';
import { ANONYMOUS, authKeys } from '../../api/accounts';

function visitor(loggedIn = false): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authKeys.user, { ...ANONYMOUS, is_authenticated: loggedIn });
  return queryClient;
}

const openModalName = () => useModalStore.getState().active?.name ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  useModalStore.setState({ active: null });
  usePlayerStore.setState(initialPlayerState, true);
});

describe('the launch prompt', () => {
  it('opens 5 s after the click, however long its code took to arrive', () => {
    const clickedAt = Date.now();
    // The chunk with this code arrives 800 ms after the click.
    vi.advanceTimersByTime(800);
    scheduleLaunchPrompt(visitor(), clickedAt);

    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs - 800 - 1);
    expect(openModalName()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(useModalStore.getState().active).toMatchObject({ name: 'login', props: { channelLaunch: true } });
  });

  it('opens at once when its code arrived after the 5 s', () => {
    const clickedAt = Date.now();
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs + 300);
    scheduleLaunchPrompt(visitor(), clickedAt);
    vi.advanceTimersByTime(0);
    expect(openModalName()).toBe('login');
  });

  it('opens once per browser session, and never for a logged-in listener', () => {
    scheduleLaunchPrompt(visitor(true), Date.now());
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs);
    expect(openModalName()).toBeNull();

    scheduleLaunchPrompt(visitor(), Date.now());
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs);
    expect(openModalName()).toBe('login');
    useModalStore.setState({ active: null });

    scheduleLaunchPrompt(visitor(), Date.now());
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs);
    expect(openModalName()).toBeNull();
  });

  it('counts from the latest click', () => {
    const queryClient = visitor();
    scheduleLaunchPrompt(queryClient, Date.now());
    vi.advanceTimersByTime(3000);
    scheduleLaunchPrompt(queryClient, Date.now());
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs - 1);
    expect(openModalName()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(openModalName()).toBe('login');
  });

  it('stays away when the visitor was asked to log in meanwhile, even once that modal is closed', () => {
    scheduleLaunchPrompt(visitor(), Date.now());
    vi.advanceTimersByTime(1000);
    openModal('login', { message: 'Skip an unlimited number of songs' });
    useModalStore.setState({ active: null });
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs);
    expect(openModalName()).toBeNull();
  });

  it('stays away when the channel failed to start', () => {
    scheduleLaunchPrompt(visitor(), Date.now());
    usePlayerStore.setState({ status: 'error', error: 'Error Loading Channel' });
    vi.advanceTimersByTime(LIMITS.anonLaunchPromptMs);
    expect(openModalName()).toBeNull();
  });
});
