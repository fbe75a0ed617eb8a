// @vitest-environment jsdom
import { ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/testing';
import { useToastStore } from '../../features/toasts/store';
import { ChangeEmailForm } from './ChangeEmailForm';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const toasts = () => useToastStore.getState().toasts.map(({ kind, title, message }) => ({ kind, title, message }));

function submit(email: string, verify = email) {
  fireEvent.change(screen.getByLabelText(ACCOUNT_SETTINGS_TEXT.newEmail), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(ACCOUNT_SETTINGS_TEXT.confirmEmail), { target: { value: verify } });
  fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
}

describe('the change-email form', () => {
  it('says the change waits for the link mailed to the new address, not that the email was updated', async () => {
    const postForm = vi.fn().mockResolvedValue({ success: true });
    renderInApp(<ChangeEmailForm current="ada@example.com" />, { api: { postForm } });
    submit(' grace@example.com ');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(ACCOUNT_SETTINGS_TEXT.emailChangeCheckMail('grace@example.com', ACCOUNT_LIMITS.emailChangeLinkHours));
    expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: ACCOUNT_SETTINGS_TEXT.emailChangeSent }]);
    expect(screen.queryByText(ACCOUNT_SETTINGS_TEXT.emailUpdated)).toBeNull();
    expect(screen.getByText('Current email: ada@example.com')).toBeTruthy();
    expect(postForm).toHaveBeenCalledWith(endpointUrl(ACCOUNT_ENDPOINTS.changeEmail, { query: JSON_ANSWER }), { email: 'grace@example.com', email_verify: 'grace@example.com' });
  });

  it("shows the server's problem in an error toast, and no notice", async () => {
    const postForm = vi.fn().mockResolvedValue({ success: false, error: JSON.stringify({ __all__: [ACCOUNT_SETTINGS_TEXT.emailUnchanged] }) });
    renderInApp(<ChangeEmailForm current="ada@example.com" />, { api: { postForm } });
    submit('ada@example.com');
    await vi.waitFor(() => expect(toasts()).toEqual([{ kind: 'error', title: AUTH_TEXT.errorTitle, message: ACCOUNT_SETTINGS_TEXT.emailUnchanged }]));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
