// @vitest-environment jsdom
import { DEFAULT_CLIENT_ENV, STREAM_ENDPOINTS, STREAM_MESSAGES, endpointUrl } from '@earshot/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { ModalRoot } from '../../features/modals/ModalRoot';
import { useModalStore } from '../../features/modals/store';
import { STREAM_TEXT } from '../../features/streams/streamText';
import { useToastStore } from '../../features/toasts/store';
import PersonalStream from './PersonalStream';
import { PERSONAL_STREAM_TEXT } from './personalStreamText';

// Modal code is loaded lazily; have it compiled beforehand so a busy test run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('../../features/modals/ModalHost'), import('../../features/modals/ConfirmModal')]);
});

afterEach(() => {
  cleanup();
  useModalStore.setState({ active: null });
  useToastStore.setState({ toasts: [] });
  Reflect.deleteProperty(navigator, 'clipboard');
});

const STATUS = endpointUrl(STREAM_ENDPOINTS.streamKey);
const CREATE = endpointUrl(STREAM_ENDPOINTS.createStreamKey);
const REVOKE = endpointUrl(STREAM_ENDPOINTS.revokeStreamKey);
const MADE_AT = Date.UTC(2026, 10, 20, 12);

function renderSection(streamKey: { created_at: number } | null, postForm = vi.fn()) {
  const get = vi.fn(async (path: string) => {
    if (path === STATUS) return { stream_key: streamKey };
    throw new Error(`unexpected GET ${path}`);
  });
  renderInApp(
    <>
      <PersonalStream userId="u1" />
      <ModalRoot />
    </>,
    { api: { get, postForm } },
  );
  return { get, postForm };
}

const section = () => screen.getByRole('region', { name: STREAM_MESSAGES.personalStreamTitle });

describe("Account Settings' personal stream", () => {
  it('makes a key at once when there is none, and shows its address this once, to copy', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const postForm = vi.fn(async () => ({ status: 'ok', key: 'fresh-key', created_at: MADE_AT }));
    renderSection(null, postForm);
    expect(within(section()).getByText(STREAM_MESSAGES.personalStreamHelp)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: STREAM_MESSAGES.keyCreate }));

    const address = (await screen.findByRole('textbox', { name: PERSONAL_STREAM_TEXT.exampleAddress })) as HTMLTextAreaElement;
    expect(postForm).toHaveBeenCalledWith(CREATE, {});
    expect(address.value).toBe(`${DEFAULT_CLIENT_ENV.siteUrl}/stream/me/fresh-key/4605.mp3`);
    expect(address.readOnly).toBe(true);
    expect(within(section()).getByText(STREAM_MESSAGES.keyShownOnce)).toBeTruthy();
    expect(within(section()).getByText(/^Your stream key was made on/).querySelector('time')?.getAttribute('dateTime')).toBe(new Date(MADE_AT).toISOString());
    expect(screen.queryByRole('button', { name: STREAM_MESSAGES.keyCreate })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: PERSONAL_STREAM_TEXT.copyExampleAddress }));
    expect(writeText).toHaveBeenCalledWith(address.value);
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'success', message: STREAM_TEXT.streamAddressCopied }]));
  });

  it('never shows a key it did not just make: an existing one is known only by when it was made', async () => {
    renderSection({ created_at: MADE_AT });
    await within(section()).findByText(/^Your stream key was made on/);
    expect(within(section()).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: STREAM_MESSAGES.keyRecreate })).toBeTruthy();
    expect(screen.getByRole('button', { name: STREAM_MESSAGES.keyRevoke })).toBeTruthy();
  });

  it('asks before making a new key, since the old one stops working, and makes none on Cancel', async () => {
    const postForm = vi.fn(async () => ({ status: 'ok', key: 'second-key', created_at: MADE_AT + 1000 }));
    renderSection({ created_at: MADE_AT }, postForm);
    fireEvent.click(await screen.findByRole('button', { name: STREAM_MESSAGES.keyRecreate }));
    const dialog = await screen.findByRole('dialog', { name: PERSONAL_STREAM_TEXT.recreateTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(postForm).not.toHaveBeenCalled();
    await waitFor(() => expect(useModalStore.getState().active).toBeNull());

    fireEvent.click(within(section()).getByRole('button', { name: STREAM_MESSAGES.keyRecreate }));
    const again = await screen.findByRole('dialog', { name: PERSONAL_STREAM_TEXT.recreateTitle });
    fireEvent.click(within(again).getByRole('button', { name: STREAM_MESSAGES.keyRecreate }));
    const address = (await screen.findByRole('textbox', { name: PERSONAL_STREAM_TEXT.exampleAddress })) as HTMLTextAreaElement;
    expect(postForm).toHaveBeenCalledWith(CREATE, {});
    expect(address.value).toContain('/stream/me/second-key/');
  });

  it('turns the key off after asking, and says so', async () => {
    const postForm = vi.fn(async () => ({ status: 'ok' }));
    renderSection({ created_at: MADE_AT }, postForm);
    fireEvent.click(await screen.findByRole('button', { name: STREAM_MESSAGES.keyRevoke }));
    const dialog = await screen.findByRole('dialog', { name: PERSONAL_STREAM_TEXT.revokeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: STREAM_MESSAGES.keyRevoke }));

    await within(section()).findByText(STREAM_MESSAGES.keyRevoked);
    expect(postForm).toHaveBeenCalledWith(REVOKE, {});
    expect(screen.getByRole('button', { name: STREAM_MESSAGES.keyCreate })).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: STREAM_MESSAGES.keyRevoke })).toBeNull();
  });

  it('says when the key cannot be made, and keeps the button', async () => {
    const postForm = vi.fn(async () => Promise.reject(new ApiError(500, 'server_error', 'Server error')));
    renderSection(null, postForm);
    fireEvent.click(await screen.findByRole('button', { name: STREAM_MESSAGES.keyCreate }));
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'error', message: PERSONAL_STREAM_TEXT.actionFailure }]));
    expect(screen.getByRole('button', { name: STREAM_MESSAGES.keyCreate })).toBeTruthy();
  });

  it('offers to try again when the status cannot be loaded', async () => {
    let calls = 0;
    const get = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(404, 'http_404', 'Not Found');
      return { stream_key: null };
    });
    renderInApp(<PersonalStream userId="u1" />, { api: { get } });
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain(PERSONAL_STREAM_TEXT.keyLoadFailure);
    fireEvent.click(within(problem).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: STREAM_MESSAGES.keyCreate });
  });
});
