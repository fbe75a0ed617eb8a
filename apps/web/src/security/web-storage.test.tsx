// @vitest-environment jsdom
import { ACCOUNT_SETTINGS_TEXT, COOKIES, type UserStats, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Transport, createApiClient } from '../api/client';
import { readCookie } from '../lib/cookies';
import { renderInApp } from '../app/testing';
import { LogInForm } from '../features/auth/LogInForm';
import { ANONYMOUS } from '../api/accounts';
import { ToastArea } from '../features/toasts/ToastArea';
import { ChangePasswordForm } from '../pages/user-settings/ChangePasswordForm';

const EMAIL = 'ada.lovelace@example.com';
const PASSWORD = 'first secret phrase';
const NEW_PASSWORD = 'second secret phrase';
const USER_ID = '5f0c1e2d3b4a596877665544';
/** What the server's answers put in the script-readable CSRF cookie: after log-in, after the password change. */
const CSRF_TOKENS = ['Kf3lR0vQ9cX2mZp8Tn4bYw7Ud1sHa6Ej5Gi0Lo2Nq', 'Wm8pD3xC6vB1nA4sZ7qL0kJ9hG2fT5rY8uE1oI3tP'];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server as far as log-in and a password change go; each success hands out a new CSRF cookie, as the server does. */
const server: Transport = async (path) => {
  if (path === endpointUrl(ACCOUNT_ENDPOINTS.logIn, { query: JSON_ANSWER })) {
    document.cookie = `${COOKIES.csrf}=${CSRF_TOKENS[0]}; path=/`;
    return json({ is_valid: true, user: { unique_id: USER_ID }, error: null });
  }
  if (path === endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER })) {
    document.cookie = `${COOKIES.csrf}=${CSRF_TOKENS[1]}; path=/`;
    return json({ success: true });
  }
  if (path === ACCOUNT_ENDPOINTS.userStats.path) {
    const user: UserStats = { ...ANONYMOUS, is_authenticated: true, unique_id: USER_ID, email: EMAIL };
    return json(user);
  }
  return new Response('{"error":"not_found","message":"Not found."}', { status: 404 });
};

/** Every key and value the page left in local and session storage. */
function stored(): string[] {
  return [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).flatMap((key) => [key, storage.getItem(key) ?? '']),
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${COOKIES.csrf}=; path=/; max-age=0`;
});

describe('what the web app keeps in local and session storage', () => {
  it('is no password, email or CSRF token, after logging in and changing the password', async () => {
    const transport = vi.fn(server);
    const api = createApiClient(transport, () => readCookie(document.cookie, COOKIES.csrf));
    renderInApp(
      <>
        <LogInForm onForgotPassword={vi.fn()} />
        <ChangePasswordForm />
        <ToastArea />
      </>,
      { api },
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('button', { name: 'Logged in' });

    fireEvent.change(screen.getByLabelText(ACCOUNT_SETTINGS_TEXT.currentPassword), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText(ACCOUNT_SETTINGS_TEXT.newPassword), { target: { value: NEW_PASSWORD } });
    fireEvent.change(screen.getByLabelText(ACCOUNT_SETTINGS_TEXT.confirmPassword), { target: { value: NEW_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByText(ACCOUNT_SETTINGS_TEXT.passwordUpdated);
    // The change was sent with the CSRF token the log-in handed out, so the page did hold it.
    await waitFor(() => expect(transport).toHaveBeenCalledWith(endpointUrl(ACCOUNT_ENDPOINTS.changePassword, { query: JSON_ANSWER }), expect.objectContaining({
      headers: expect.objectContaining({ 'x-csrftoken': CSRF_TOKENS[0] }),
    })));

    const entries = stored();
    // The logged-in marker is there, so the storage was written at all.
    expect(entries).toEqual(expect.arrayContaining(['loggedIn', 'uid', USER_ID]));
    for (const secret of [PASSWORD, NEW_PASSWORD, EMAIL, ...CSRF_TOKENS]) {
      for (const entry of entries) expect(entry, `storage holds ${secret}`).not.toContain(secret);
    }
  });
});
