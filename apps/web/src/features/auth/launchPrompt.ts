import { LIMITS, type UserStats } from '@earshot/contract';
import type { QueryClient } from '../../lib/query';
import { openModal, preloadModal, useModalStore } from '../modals/store';
import { usePlayerStore } from '../player/store';
import { authKeys } from '../../api/accounts';

const SHOWN_KEY = 'earshot:launch-prompt';
let cancel: (() => void) | undefined;

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

const isAuthenticated = (queryClient: QueryClient) => queryClient.getQueryData<UserStats>(authKeys.user)?.is_authenticated === true;

/**
 * 5 s after an anonymous visitor clicks a channel, invite them to log in with the channel-launch
 * benefits. Once per browser session: asking on every click would punish exploring.
 *
 * `clickedAt` (Date.now() at the click) starts the 5 s: this code arrives in a chunk loaded by the
 * click, and counting from its arrival made the prompt late by the download. The prompt does not
 * open over another modal, nor when the visitor was asked to log in meanwhile (Skip, the heart):
 * one invitation at a time is enough. Nor when the channel failed to start: the player says why
 * (and the Five-Star channel's failure is itself an invitation to log in).
 */
export function scheduleLaunchPrompt(queryClient: QueryClient, clickedAt: number): void {
  cancel?.();
  cancel = undefined;
  if (alreadyShown() || isAuthenticated(queryClient)) return;
  // Its code is here by the time it opens, so it shows at 5 s, not once another download ends.
  preloadModal('login');
  const stopWatching = useModalStore.subscribe(({ active }) => {
    if (active?.name === 'login') cancel?.();
  });
  const timer = setTimeout(
    () => {
      cancel?.();
      if (isAuthenticated(queryClient) || useModalStore.getState().active || usePlayerStore.getState().status === 'error') return;
      try {
        sessionStorage.setItem(SHOWN_KEY, '1');
      } catch {
        // Without storage the prompt may show again on the next launch; harmless.
      }
      openModal('login', { channelLaunch: true });
    },
    Math.max(0, clickedAt + LIMITS.anonLaunchPromptMs - Date.now()),
  );
  cancel = () => {
    clearTimeout(timer);
    stopWatching();
    cancel = undefined;
  };
}
