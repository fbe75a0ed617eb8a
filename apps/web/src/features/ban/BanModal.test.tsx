// @vitest-environment jsdom
import { BAN_DIALOG_TEXT, CHANNEL_EDIT_TEXT, type ChannelEditStatus } from '@earshot/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderInApp } from '../../app/testing';
import { ModalRoot } from '../modals/ModalRoot';
import { openModal, useModalStore } from '../modals/store';
import { useToastStore } from '../toasts/store';
import BanModal from './BanModal';

afterEach(() => {
  cleanup();
  useModalStore.setState({ active: null });
  useToastStore.setState({ toasts: [] });
});

const CHANNEL = 'c'.repeat(24);
const SONG = { id: '1'.repeat(24), title: 'Blue in Green' };
const ARTIST = { id: 'a'.repeat(24), name: 'Miles Davis' };

function openBan(answer: () => Promise<{ status: ChannelEditStatus }>) {
  const postForm = vi.fn(answer);
  const onClose = vi.fn();
  const { player } = renderInApp(
    <BanModal channelId={CHANNEL} channelName="Smooth Jazz" song={SONG} artist={ARTIST} modal={{ onClose, closing: false }} />,
    { api: { postForm: postForm as never } },
  );
  screen.getByRole('dialog', { name: BAN_DIALOG_TEXT.title });
  return { postForm, onClose, player };
}

const choice = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const toasts = () => useToastStore.getState().toasts.map(({ kind, title, message }) => ({ kind, title, message }));

describe('the Ban dialog', () => {
  it('bans the artist, reloads the playlist and says so', async () => {
    const { postForm, onClose, player } = openBan(async () => ({ status: 'ok' }));
    fireEvent.click(choice(BAN_DIALOG_TEXT.banArtist));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postForm).toHaveBeenCalledWith(`/c/m/json/channel/${CHANNEL}/remove_artist/`, { t: ARTIST.id, w: '1' });
    expect(player.reload).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([{ kind: 'success', title: undefined, message: CHANNEL_EDIT_TEXT.banned(ARTIST.name) }]);
  });

  it('bans the song with its id in o', async () => {
    const { postForm, onClose } = openBan(async () => ({ status: 'ok' }));
    fireEvent.click(choice(BAN_DIALOG_TEXT.banSong));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postForm).toHaveBeenCalledWith(`/c/m/json/channel/${CHANNEL}/remove_track/`, { o: SONG.id, w: '1' });
  });

  it('says when the channel holds all the song bans it may, and stays open', async () => {
    const { onClose, player } = openBan(async () => ({ status: 'limit' }));
    fireEvent.click(choice(BAN_DIALOG_TEXT.banSong));
    expect((await screen.findByRole('alert')).textContent).toBe(CHANNEL_EDIT_TEXT.songLimit);
    expect(onClose).not.toHaveBeenCalled();
    expect(player.reload).not.toHaveBeenCalled();
  });

  it('warns that someone else\'s channel cannot be changed', async () => {
    const { onClose, player } = openBan(async () => ({ status: 'not_authorized' }));
    fireEvent.click(choice(BAN_DIALOG_TEXT.banArtist));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts()).toEqual([{ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized }]);
    expect(player.reload).not.toHaveBeenCalled();
  });

  it('reports a failed call and lets the listener try again', async () => {
    const { postForm, onClose } = openBan(async () => {
      throw new ApiError(500, 'server_error', 'boom');
    });
    fireEvent.click(choice(BAN_DIALOG_TEXT.banArtist));
    expect((await screen.findByRole('alert')).textContent).toBe(CHANNEL_EDIT_TEXT.failure);
    expect(onClose).not.toHaveBeenCalled();
    postForm.mockImplementation(async () => ({ status: 'ok' }));
    fireEvent.click(choice(BAN_DIALOG_TEXT.banArtist));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens by name from the modal registry, its code loaded through the player controls', async () => {
    renderInApp(<ModalRoot />);
    act(() => openModal('ban', { channelId: CHANNEL, channelName: 'Smooth Jazz', song: SONG, artist: ARTIST }));
    const dialog = await screen.findByRole('dialog', { name: BAN_DIALOG_TEXT.title }, { timeout: 10_000 });
    expect(dialog.textContent).toContain(ARTIST.name);
    expect(dialog.textContent).toContain(SONG.title);
  });
});
