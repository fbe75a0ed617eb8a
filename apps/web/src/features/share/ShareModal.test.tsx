// @vitest-environment jsdom
import { SHARE_TEXT } from '@earshot/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalRoot } from '../modals/ModalRoot';
import { openModal, useModalStore } from '../modals/store';
import { useToastStore } from '../toasts/store';

// Modal code is loaded lazily; have it compiled beforehand so a busy test run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('../modals/ModalHost'), import('./ShareModal')]);
});

afterEach(() => {
  cleanup();
  useModalStore.setState({ active: null });
  useToastStore.setState({ toasts: [] });
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

const url = 'https://earshot.example/channel/cccccccccccccccccccccccc/';

async function openShare() {
  render(<ModalRoot />);
  act(() => openModal('share', { url, channelName: 'Smooth Jazz', oldId: 42, channelDescription: '' }));
  return screen.findByRole('dialog', { name: SHARE_TEXT.title('Smooth Jazz') });
}

function stub(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

describe('share modal', () => {
  it('shows the channel link read-only and copies it', async () => {
    const writeText = vi.fn(async () => {});
    stub('clipboard', { writeText });
    await openShare();
    const link = screen.getByRole('textbox', { name: SHARE_TEXT.link }) as HTMLInputElement;
    expect(link.value).toBe(url);
    expect(link.readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXT.copy }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'success', message: SHARE_TEXT.copied }]));
  });

  it('says so when the link cannot be copied', async () => {
    stub('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    await openShare();
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXT.copy }));
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'error', message: SHARE_TEXT.copyFailure }]));
  });

  it("offers the device's share sheet only where there is one", async () => {
    await openShare();
    expect(screen.queryByRole('button', { name: SHARE_TEXT.shareVia })).toBeNull();
    cleanup();
    useModalStore.setState({ active: null });

    const share = vi.fn(async () => {});
    stub('share', share);
    await openShare();
    fireEvent.click(screen.getByRole('button', { name: SHARE_TEXT.shareVia }));
    expect(share).toHaveBeenCalledWith({ title: 'Smooth Jazz', url });
  });
});
