// @vitest-environment jsdom
import { type Demographics, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { QueryClient } from '../../lib/query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { ToastArea } from '../toasts/ToastArea';
import AuthWatcher from './AuthWatcher';
import { leaveToFarewell } from './farewell';
import { setFlash } from './flash';
import { ID_SYNC_EVENT } from './idSync';
import { ANONYMOUS, authKeys, demographicsQuery } from '../../api/accounts';


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

  it("loads a listener's location once after log-in into the user state, and feeds a US country to the ID-sync step", async () => {
    const place: Demographics = {
      ip: '8.8.8.8', country: 'United States', country_iso: 'US', user_city_name: 'Boston', user_subdivisions: 'MA',
      subdivisions_iso: 'MA', user_metro_code: 506, metro: 506, postal_code: '02139', zip: '02139', latitude: 42.36, longitude: -71.06,
    };
    const get = vi.fn(async (path: string) => (path === ACCOUNT_ENDPOINTS.demographics.path ? place : new Promise(() => {})));
    const synced: unknown[] = [];
    const onSync = (event: Event) => synced.push((event as CustomEvent).detail);
    window.addEventListener(ID_SYNC_EVENT, onSync);
    try {
      const queryClient = clientWith(false);
      renderInApp(<AuthWatcher />, { queryClient, api: { get: get as never } });
      await new Promise((r) => setTimeout(r, 20));
      expect(get.mock.calls.filter(([path]) => path === ACCOUNT_ENDPOINTS.demographics.path)).toHaveLength(0);

      act(() => queryClient.setQueryData(authKeys.user, { ...ANONYMOUS, is_authenticated: true, unique_id: 'u1', email: 'ada@example.com' }));
      await waitFor(() => expect(synced).toEqual([{ country: 'US' }]));
      expect(queryClient.getQueryData(demographicsQuery({} as ApiClient, 'u1').queryKey)).toEqual(place);
      // The user's own query refetching (focus, a rating) does not ask again.
      act(() => queryClient.setQueryData(authKeys.user, { ...ANONYMOUS, is_authenticated: true, unique_id: 'u1', email: 'ada@example.com', u_by: 1990 }));
      await new Promise((r) => setTimeout(r, 20));
      expect(get.mock.calls.filter(([path]) => path === ACCOUNT_ENDPOINTS.demographics.path)).toHaveLength(1);
      expect(synced).toHaveLength(1);
    } finally {
      window.removeEventListener(ID_SYNC_EVENT, onSync);
    }
  });
});
