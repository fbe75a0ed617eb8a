// @vitest-environment jsdom
import { CHANNEL_EDIT_TEXT, CHANNEL_NAME_MAX, RENAME_TEXT, type ChannelEditStatus } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { channelKeys } from '../../api/channels';
import { channelSettingsKeys } from '../../api/channelSettingsKeys';
import { ModalRoot } from '../modals/ModalRoot';
import { useModalStore } from '../modals/store';
import { FAVORITES_KEY, USER_CHANNELS_KEY } from '../../api/myChannelsKeys';
import { resetPlayerTestState, visitorQueryClient } from '../player/playerTesting';
import { usePlayerStore } from '../player/store';
import { useToastStore } from '../toasts/store';
import { openRenameModal } from './openRenameModal';
import RenameModal from './RenameModal';

// Modal code is loaded lazily; have it compiled beforehand so a busy test run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('../modals/ModalHost'), import('./RenameModal')]);
});

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

const CHANNEL = 'c'.repeat(24);

function openRename(answer: () => Promise<{ status: ChannelEditStatus }>) {
  const postForm = vi.fn(answer);
  const onClose = vi.fn();
  const queryClient = visitorQueryClient(true);
  const cached = [channelKeys.channel(CHANNEL), channelSettingsKeys.details(CHANNEL, 'u1'), FAVORITES_KEY, USER_CHANNELS_KEY];
  for (const key of cached) queryClient.setQueryData(key, {});
  const { player } = renderInApp(<RenameModal channelId={CHANNEL} currentName="Smooth Jazz" modal={{ onClose, closing: false }} />, {
    api: { postForm: postForm as never },
    queryClient,
  });
  const field = screen.getByRole('textbox', { name: RENAME_TEXT.label }) as HTMLInputElement;
  const invalidated = () => cached.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { postForm, onClose, player, field, invalidated };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: RENAME_TEXT.save }));
const toasts = () => useToastStore.getState().toasts.map(({ kind, title, message }) => ({ kind, title, message }));

describe('the rename modal', () => {
  it('starts with the current name and sends the new one, trimmed', async () => {
    const { postForm, onClose, player, field, invalidated } = openRename(async () => ({ status: 'ok' }));
    expect(field.value).toBe('Smooth Jazz');
    expect(field.maxLength).toBe(CHANNEL_NAME_MAX);
    expect(field.required).toBe(true);
    fireEvent.change(field, { target: { value: '  Late Night Jazz ' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postForm).toHaveBeenCalledWith(`/c/m/json/channel/${CHANNEL}/edit_channel/`, { name: 'Late Night Jazz', ratingsChannel: 'false', w: '1' });
    expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: CHANNEL_EDIT_TEXT.renamed('Late Night Jazz') }]);
    expect(invalidated()).toEqual([true, true, true, true]);
    expect(player.reload).not.toHaveBeenCalled();
  });

  it('reloads the player when the renamed channel is the one playing, so it shows the new name', async () => {
    act(() => usePlayerStore.setState({ channel: { id: 'd'.repeat(24), oldid: 7, name: 'Smooth Jazz', startedAs: CHANNEL } }));
    const { onClose, player } = openRename(async () => ({ status: 'ok' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(player.reload).toHaveBeenCalledTimes(1);
  });

  it('shows a failure inside the modal and keeps what was typed', async () => {
    const { postForm, onClose, field } = openRename(async () => {
      throw new ApiError(400, 'bad_request', 'The request is not valid.');
    });
    fireEvent.change(field, { target: { value: 'Jazz <b>at night</b>' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(RENAME_TEXT.error('The request is not valid.'));
    expect(field.value).toBe('Jazz <b>at night</b>');
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);

    postForm.mockImplementation(async () => ({ status: 'ok' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: 'Jazz <b>at night</b> renamed' }]);
  });

  it("warns that someone else's channel cannot be renamed", async () => {
    const { onClose, player, invalidated } = openRename(async () => ({ status: 'not_authorized' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts()).toEqual([{ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized }]);
    expect(invalidated()).toEqual([false, false, false, false]);
    expect(player.reload).not.toHaveBeenCalled();
  });

  it('asks for a name rather than sending a blank one', () => {
    const { postForm, field } = openRename(async () => ({ status: 'ok' }));
    fireEvent.change(field, { target: { value: '   ' } });
    submit();
    expect(screen.getByText(RENAME_TEXT.required)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(postForm).not.toHaveBeenCalled();
  });

  it('opens by name from the modal registry', async () => {
    renderInApp(<ModalRoot />);
    act(() => openRenameModal(CHANNEL, 'Smooth Jazz'));
    expect(useModalStore.getState().active).toMatchObject({ name: 'rename', props: { channelId: CHANNEL, currentName: 'Smooth Jazz' } });
    await screen.findByRole('dialog', { name: RENAME_TEXT.title }, { timeout: 10_000 });
    expect((screen.getByRole('textbox', { name: RENAME_TEXT.label }) as HTMLInputElement).value).toBe('Smooth Jazz');
  });
});
