// @vitest-environment jsdom
import { EMAIL_CHANGE_CONFIRM_TEXT, ACCOUNT_SETTINGS_TEXT, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderPageRoute } from '../../app/testPageRoutes';
import { useToastStore } from '../../features/toasts/store';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const KEY = 'k'.repeat(43);
const toasts = () => useToastStore.getState().toasts.map(({ kind, message }) => ({ kind, message }));

const anonymous = async () => ({
  is_authenticated: false, unique_id: null, email: null, u_by: null, u_gen: null, zipcode: null, facebook_user: false, facebook_share: false,
});

describe('the change-email link page', () => {
  it('changes the email only on the click, then says "Email address has been updated" and goes to Account Settings', async () => {
    const postForm = vi.fn().mockResolvedValue({ success: true });
    const { router } = renderPageRoute(`/change-email/confirm/${KEY}/`, anonymous, { postForm });
    const button = await screen.findByRole('button', { name: EMAIL_CHANGE_CONFIRM_TEXT.button });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(EMAIL_CHANGE_CONFIRM_TEXT.title);
    expect(postForm).not.toHaveBeenCalled();
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user_settings/'));
    expect(postForm).toHaveBeenCalledWith(ACCOUNT_ENDPOINTS.changeEmailConfirm.path, { key: KEY });
    expect(toasts()).toEqual([{ kind: 'success', message: ACCOUNT_SETTINGS_TEXT.emailUpdated }]);
  });

  it('says why when the address got an account meanwhile, or the link is used up', async () => {
    const taken = vi.fn().mockResolvedValue({ success: false, error: JSON.stringify({ __all__: [ACCOUNT_SETTINGS_TEXT.emailTaken] }) });
    renderPageRoute(`/change-email/confirm/${KEY}/`, anonymous, { postForm: taken });
    const button = await screen.findByRole('button', { name: EMAIL_CHANGE_CONFIRM_TEXT.button });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_SETTINGS_TEXT.emailTaken);
    cleanup();

    const used = vi.fn().mockRejectedValue(new ApiError(400, 'email_change_link_invalid', EMAIL_CHANGE_CONFIRM_TEXT.linkInvalid));
    renderPageRoute(`/change-email/confirm/${KEY}/`, anonymous, { postForm: used });
    const again = await screen.findByRole('button', { name: EMAIL_CHANGE_CONFIRM_TEXT.button });
    await vi.waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_CHANGE_CONFIRM_TEXT.linkInvalid);
    expect(screen.getByRole('link', { name: ACCOUNT_SETTINGS_TEXT.settingsTitle }).getAttribute('href')).toBe('/user_settings/');
    expect(toasts()).toEqual([]);
  });
});
