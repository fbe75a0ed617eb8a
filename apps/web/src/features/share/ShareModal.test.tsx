// @vitest-environment jsdom
import { SHARE_TEXT } from '@earshot/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const CHANNEL_ID = 'cccccccccccccccccccccccc';
const url = `https://earshot.example/channel/${CHANNEL_ID}/`;

async function openShare(channelDescription = '') {
  render(<ModalRoot />);
  act(() => openModal('share', { url, channelName: 'Smooth Jazz', channelId: CHANNEL_ID, channelDescription }));
  return screen.findByRole('dialog', { name: SHARE_TEXT.title('Smooth Jazz') });
}

function stub(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

describe('share modal', () => {
  it("shows the channel's tile by its id, which anyone may open (a user channel's legacy id answers its owner alone)", async () => {
    const dialog = await openShare();
    expect(dialog.querySelector('img.share__art')?.getAttribute('src')).toBe(`/img/tiles/${CHANNEL_ID}.svg`);
  });

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

  it("shows the channel's description when it is known", async () => {
    const dialog = await openShare('Saxophones after dark');
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('Saxophones after dark')).toBeTruthy();
  });

  it('links to share the channel on Facebook and X in a new tab, and by email', async () => {
    await openShare();
    const links = within(screen.getByRole('list', { name: SHARE_TEXT.socialLinks })).getAllByRole('link');
    const shown = links.map((link) => ({
      name: link.getAttribute('aria-label'),
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }));
    const message = encodeURIComponent(SHARE_TEXT.message('Smooth Jazz'));
    expect(shown).toEqual([
      {
        name: SHARE_TEXT.shareOn(SHARE_TEXT.facebook),
        href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
        target: '_blank',
        rel: 'noopener',
      },
      {
        name: SHARE_TEXT.shareOn(SHARE_TEXT.x),
        href: `https://twitter.com/intent/tweet?text=${message}&url=${encodeURIComponent(url)}`,
        target: '_blank',
        rel: 'noopener',
      },
      {
        name: SHARE_TEXT.shareByEmail,
        href: `mailto:?subject=${encodeURIComponent(SHARE_TEXT.emailSubject('Smooth Jazz'))}&body=${message}%20${encodeURIComponent(url)}`,
        target: null,
        rel: null,
      },
    ]);
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
