// @vitest-environment jsdom
import { QueryClient } from '../../api/query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/testing';
import { ToastArea } from '../toasts/ToastArea';
import AuthWatcher from './AuthWatcher';
import { leaveToFarewell } from './farewell';
import { setFlash } from './flash';
import { ANONYMOUS, authKeys } from './queries';

vi.mock('./farewell', () => ({ leaveToFarewell: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(leaveToFarewell).mockClear();
});

function clientWith(authenticated: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(authKeys.user, { ...ANONYMOUS, is_authenticated: authenticated, unique_id: authenticated ? 'u1' : null });
  return queryClient;
}

describe('AuthWatcher', () => {
  it('goes to the farewell page when a logged-in visitor loses the log-in', async () => {
    const queryClient = clientWith(true);
    renderInApp(<AuthWatcher />, { queryClient });
    expect(leaveToFarewell).not.toHaveBeenCalled();
    act(() => queryClient.setQueryData(authKeys.user, ANONYMOUS));
    await waitFor(() => expect(leaveToFarewell).toHaveBeenCalledTimes(1));
  });

  it('leaves an anonymous visitor where they are, and a new log-in too', async () => {
    const queryClient = clientWith(false);
    renderInApp(<AuthWatcher />, { queryClient });
    act(() => queryClient.setQueryData(authKeys.user, { ...ANONYMOUS, is_authenticated: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(leaveToFarewell).not.toHaveBeenCalled();
  });

  it('shows the message left by the page before the reload, once', async () => {
    setFlash({ message: 'Your account has been deleted' });
    renderInApp(
      <>
        <AuthWatcher />
        <ToastArea />
      </>,
      { queryClient: clientWith(false) },
    );
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(sessionStorage.getItem('earshot:flash')).toBeNull();
  });
});
