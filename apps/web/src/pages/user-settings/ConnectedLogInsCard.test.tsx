// @vitest-environment jsdom
import { ACCOUNT_ENDPOINTS, FACEBOOK_CONNECT_TEXT, DEFAULT_CLIENT_ENV, type UserStats, endpointUrl } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { facebookLogIn } from '../../features/auth/facebookSdk';
import { ModalRoot } from '../../features/modals/ModalRoot';
import { useModalStore } from '../../features/modals/store';
import { useToastStore } from '../../features/toasts/store';
import { ConnectedLogIns } from './ConnectedLogIns';
import ConnectedLogInsCard from './ConnectedLogInsCard';
import { CONNECTED_LOG_INS_TEXT as TEXT } from './connectedLogInsText';

vi.mock('../../features/auth/facebookSdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/auth/facebookSdk')>()),
  facebookLogIn: vi.fn(),
}));

// Modal code is loaded lazily; have it compiled beforehand so a busy test run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('../../features/modals/ModalHost'), import('../../features/modals/ConfirmModal')]);
});

afterEach(() => {
  cleanup();
  vi.mocked(facebookLogIn).mockReset();
  useModalStore.setState({ active: null });
  useToastStore.setState({ toasts: [] });
});

const FB_ENV = { ...DEFAULT_CLIENT_ENV, fbAppId: '1234567890' };
const USER_STATS = endpointUrl(ACCOUNT_ENDPOINTS.userStats);
const CONNECT = endpointUrl(ACCOUNT_ENDPOINTS.connectFacebook);
const DISCONNECT = endpointUrl(ACCOUNT_ENDPOINTS.disconnectFacebook);
const AUTH = { accessToken: 'token', userID: '4242', expiresIn: 3600, signedRequest: 'sig.payload' };

const stats = (overrides: Partial<UserStats>): UserStats => ({
  is_authenticated: true, unique_id: 'u1', email: 'ada@example.com', u_by: 1990, u_gen: 'F', zipcode: '10001',
  facebook_user: false, facebook_share: true, ...overrides,
});

/** The card on an account that answers `states` to user-stats, one after the other (the last one stays). */
function renderCard(states: UserStats[], postForm = vi.fn(async () => ({ status: 'ok' }))) {
  let asked = 0;
  const get = vi.fn(async (path: string) => {
    if (path !== USER_STATS) throw new Error(`unexpected GET ${path}`);
    return states[Math.min(asked++, states.length - 1)];
  });
  renderInApp(
    <>
      <ConnectedLogInsCard />
      <ModalRoot />
    </>,
    { api: { get, postForm }, env: FB_ENV },
  );
  return { postForm };
}

const card = () => screen.getByRole('region', { name: TEXT.title });
const toasts = () => useToastStore.getState().toasts.map(({ kind, message }) => ({ kind, message }));

describe("Account Settings' ways to log in", () => {
  it("connects Facebook with the SDK's answer and then shows it connected, focus kept on the button", async () => {
    vi.mocked(facebookLogIn).mockResolvedValue(AUTH);
    const { postForm } = renderCard([stats({}), stats({ facebook_user: true })]);
    const button = await screen.findByRole('button', { name: TEXT.connect });
    expect(within(card()).getByText('ada@example.com')).toBeTruthy();
    expect(within(card()).getByText(TEXT.notConnected)).toBeTruthy();
    button.focus();
    fireEvent.click(button);

    await within(card()).findByText(TEXT.connected);
    expect(facebookLogIn).toHaveBeenCalledWith('1234567890');
    expect(postForm).toHaveBeenCalledWith(CONNECT, expect.objectContaining({ 'authResponse[userID]': '4242', 'authResponse[signedRequest]': 'sig.payload', v: '6' }));
    expect(toasts()).toEqual([{ kind: 'success', message: TEXT.connectedToast }]);
    expect(document.activeElement?.textContent).toBe(TEXT.disconnect);
  });

  it("shows the server's refusal when the identity belongs to another account, and stays not connected", async () => {
    vi.mocked(facebookLogIn).mockResolvedValue(AUTH);
    const postForm = vi.fn(async () => Promise.reject(new ApiError(409, 'facebook_in_use', FACEBOOK_CONNECT_TEXT.inUse)));
    renderCard([stats({})], postForm);
    fireEvent.click(await screen.findByRole('button', { name: TEXT.connect }));
    expect((await within(card()).findByRole('alert')).textContent).toBe(FACEBOOK_CONNECT_TEXT.inUse);
    expect(within(card()).getByText(TEXT.notConnected)).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it('sends nothing when the listener closes Facebook’s dialog, and says so when Facebook cannot load', async () => {
    vi.mocked(facebookLogIn).mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('Facebook did not load'));
    const { postForm } = renderCard([stats({})]);
    const button = await screen.findByRole('button', { name: TEXT.connect });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: TEXT.connect }).getAttribute('aria-disabled')).toBeNull());
    expect(within(card()).queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    expect((await within(card()).findByRole('alert')).textContent).toBe(FACEBOOK_CONNECT_TEXT.failed);
    expect(postForm).not.toHaveBeenCalled();
  });

  it('disconnects after asking, and then offers to connect again', async () => {
    const { postForm } = renderCard([stats({ facebook_user: true }), stats({})]);
    fireEvent.click(await screen.findByRole('button', { name: TEXT.disconnect }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.disconnectTitle });
    expect(within(dialog).getByText(TEXT.disconnectMessage)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.disconnect }));

    await within(card()).findByRole('button', { name: TEXT.connect });
    expect(postForm).toHaveBeenCalledWith(DISCONNECT, {});
    expect(toasts()).toEqual([{ kind: 'success', message: TEXT.disconnectedToast }]);
  });

  it('tells an account made with Facebook why Facebook stays, and offers no button', async () => {
    renderCard([stats({ email: null, facebook_user: true })]);
    await within(card()).findByText(FACEBOOK_CONNECT_TEXT.onlyWayIn);
    expect(within(card()).getByText(TEXT.notSetUp)).toBeTruthy();
    expect(within(card()).getByText(TEXT.connected)).toBeTruthy();
    expect(within(card()).queryByRole('button')).toBeNull();
  });
});

describe("Account Settings' ways to log in, where Facebook log-in is not configured", () => {
  /** The section as the page places it, on a server without a Facebook app. */
  function renderSection(user: UserStats) {
    const get = vi.fn(async () => user);
    return renderInApp(<ConnectedLogIns />, { api: { get }, env: DEFAULT_CLIENT_ENV });
  }

  it('is left out for an account without Facebook: there is nothing it could do', async () => {
    // Shown once first, so the card's lazy code is in: from then on it would draw at once.
    renderSection(stats({ facebook_user: true }));
    await screen.findByRole('region', { name: TEXT.title });
    cleanup();
    const { queryClient } = renderSection(stats({}));
    await waitFor(() => expect(queryClient.getQueryData(authKeys.user)).toEqual(stats({})));
    expect(screen.queryByRole('region', { name: TEXT.title })).toBeNull();
  });

  it('still lets a connected account disconnect, and offers no connecting', async () => {
    renderSection(stats({ facebook_user: true }));
    await screen.findByRole('button', { name: TEXT.disconnect });
    expect(screen.queryByRole('button', { name: TEXT.connect })).toBeNull();
  });
});
