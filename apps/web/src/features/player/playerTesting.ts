import { QueryClient } from '../../lib/query';
import { act } from '@testing-library/react';
import { ANONYMOUS, authKeys } from '../../api/accounts';
import { useModalStore } from '../modals/store';
import { useToastStore } from '../toasts/store';
import { CHANNEL_OID } from './fakeAudio';
import { usePlayerStore } from './store';
import { initialPlayerState, type PlayerState } from './types';

/** Test support for the player's components. */
export const testChannel = { id: CHANNEL_OID, oldid: 42, name: 'Smooth Jazz' };

/** Puts the player in a state, as the engine would. */
export function showState(patch: Partial<PlayerState>): void {
  act(() => usePlayerStore.setState({ ...initialPlayerState, channel: testChannel, ...patch }, true));
}

/** A query client that knows the visitor, logged in or not, so nothing asks the server who they are. */
export function visitorQueryClient(loggedIn: boolean): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authKeys.user, loggedIn ? { ...ANONYMOUS, is_authenticated: true, unique_id: 'u1', email: 'ann@example.com' } : ANONYMOUS);
  return queryClient;
}

/** The message of the log-in modal if one is open, else null. */
export function logInPrompt(): string | null {
  const { active } = useModalStore.getState();
  return active?.name === 'login' ? (active.props.message ?? null) : null;
}

export function resetPlayerTestState(): void {
  usePlayerStore.setState(initialPlayerState, true);
  useModalStore.setState({ active: null });
  useToastStore.setState({ toasts: [] });
}
