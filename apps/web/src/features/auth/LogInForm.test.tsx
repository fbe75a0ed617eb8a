// @vitest-environment jsdom
import { AUTH_TEXT, type UserStats } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { fakeApi } from '../../api/testing';
import { QueryClient } from '../../lib/query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { DEFAULT_CLIENT_ENV } from '../../lib/env';
import { renderInApp } from '../../app/testing';
import { LogInForm } from './LogInForm';
import { ANONYMOUS, authKeys } from '../../api/accounts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('the log-in form', () => {
  it('lists the default benefits, or the channel-launch ones', () => {
    renderInApp(<LogInForm onForgotPassword={vi.fn()} />);
    for (const benefit of AUTH_TEXT.defaultBenefits) expect(screen.getByText(benefit)).toBeTruthy();
    cleanup();
    renderInApp(<LogInForm channelLaunch onForgotPassword={vi.fn()} />);
    for (const benefit of AUTH_TEXT.channelLaunchBenefits) expect(screen.getByText(benefit)).toBeTruthy();
    expect(screen.queryByText(AUTH_TEXT.defaultBenefits[0])).toBeNull();
  });

  it('says "Just log in!" when opened with a custom message', () => {
    renderInApp(<LogInForm message="Ban a song or artist" onForgotPassword={vi.fn()} />);
    expect(screen.getByText('Just log in! (Remember, Earshot is always 100% free.)')).toBeTruthy();
  });

  it('requires a valid email and a password before calling the server', () => {
    const postForm = vi.fn();
    renderInApp(<LogInForm onForgotPassword={vi.fn()} />, { api: { postForm } });
    fill('', '');
    expect(screen.getByText(AUTH_TEXT.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_TEXT.passwordRequired)).toBeTruthy();
    fill('not-an-email', 'secret');
    expect(screen.getByText(AUTH_TEXT.emailInvalid)).toBeTruthy();
    expect(postForm).not.toHaveBeenCalled();
  });

  it('shows the server message as "Error: …" when the credentials are refused', async () => {
    const postForm = vi.fn().mockResolvedValue({ is_valid: false, user: null, error: AUTH_TEXT.wrongCredentials });
    renderInApp(<LogInForm onForgotPassword={vi.fn()} />, { api: { postForm } });
    fill('ada@example.com', 'wrong password');
    expect(await screen.findByText(`Error: ${AUTH_TEXT.wrongCredentials}`)).toBeTruthy();
    expect(postForm).toHaveBeenCalledWith('/listener/dj-login/2014/?json=true', { email: 'ada@example.com', password: 'wrong password' });
  });

  it('shows "Server Error: …" for a non-ok answer', async () => {
    const postForm = vi.fn().mockRejectedValue(new ApiError(429, 'rate_limited', 'Too Many Requests'));
    renderInApp(<LogInForm onForgotPassword={vi.fn()} />, { api: { postForm } });
    fill('ada@example.com', 'whatever1');
    expect(await screen.findByText('Server Error: Too Many Requests')).toBeTruthy();
  });

  it('logs in: refetches who the visitor is and keeps the logged-in marker', async () => {
    const user: UserStats = { ...ANONYMOUS, is_authenticated: true, unique_id: 'u1', email: 'ada@example.com' };
    const postForm = vi.fn().mockResolvedValue({ is_valid: true, user: { unique_id: 'u1' }, error: null });
    const get = vi.fn().mockResolvedValue(user);
    const { queryClient } = renderInApp(<LogInForm onForgotPassword={vi.fn()} />, { api: { postForm, get } });
    queryClient.setQueryData(authKeys.user, ANONYMOUS);
    fill('ada@example.com', 'correct horse');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logged in' })).toBeTruthy());
    expect(localStorage.getItem('loggedIn')).toBe('1');
    expect(localStorage.getItem('uid')).toBe('u1');
  });

  it('is rendered on the server with its button disabled, so it cannot be submitted before the page is interactive', () => {
    const api = fakeApi();
    const html = renderToString(
      <AppProviders api={api} queryClient={new QueryClient()} player={null} env={DEFAULT_CLIENT_ENV}>
        <MemoryRouter>
          <LogInForm onForgotPassword={vi.fn()} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    renderInApp(<LogInForm onForgotPassword={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Log In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows and hides the password', () => {
    renderInApp(<LogInForm onForgotPassword={vi.fn()} />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.showPassword }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: AUTH_TEXT.hidePassword }));
    expect(input.type).toBe('password');
  });
});
