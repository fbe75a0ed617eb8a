import { LIMITS, type UserStats } from '@earshot/contract';
import type { QueryClient } from '../../api/query';
import { openModal, useModalStore } from '../modals/store';
import { authKeys } from './queries';

const SHOWN_KEY = 'earshot:launch-prompt';
let timer: ReturnType<typeof setTimeout> | undefined;

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 5 s after an anonymous visitor starts a channel, invite them to log in with the channel-launch
 * benefits. Once per browser session: asking on every click would punish exploring.
 */
export function scheduleLaunchPrompt(queryClient: QueryClient): void {
  clearTimeout(timer);
  if (alreadyShown()) return;
  timer = setTimeout(() => {
    const user = queryClient.getQueryData<UserStats>(authKeys.user);
    if (user?.is_authenticated || useModalStore.getState().active) return;
    try {
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Without storage the prompt may show again on the next launch; harmless.
    }
    openModal('login', { channelLaunch: true });
  }, LIMITS.anonLaunchPromptMs);
}
