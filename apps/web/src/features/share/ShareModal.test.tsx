// @vitest-environment jsdom
import { ACCOUNT_ENDPOINTS, DEFAULT_CLIENT_ENV, SHARE_TEXT, STREAM_MESSAGES, endpointUrl } from '@earshot/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/testing';
import { ModalRoot } from '../modals/ModalRoot';
import { openModal, useModalStore } from '../modals/store';
import { STREAM_TEXT } from '../streams/streamText';
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
  act(() => openModal('share', { url, channelName: 'Smooth Jazz', channelId: CHANNEL_ID, channelDescription, streamRef: '123' }));
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

describe("the share modal's 'Listen in your player'", () => {
  it('offers the channel stream address to copy, with its M3U and PLS files', async () => {
    const writeText = vi.fn(async () => {});
    stub('clipboard', { writeText });
    await openShare();
    const section = screen.getByRole('region', { name: STREAM_MESSAGES.listenInPlayer });
    const address = within(section).getByRole('textbox', { name: STREAM_TEXT.streamAddress }) as HTMLTextAreaElement;
    expect(address.value).toBe(`${DEFAULT_CLIENT_ENV.siteUrl}/stream/123.mp3`);
    expect(address.readOnly).toBe(true);
    expect(within(section).getByText(STREAM_MESSAGES.listenInPlayerHelp)).toBeTruthy();
    expect(within(section).getByRole('link', { name: STREAM_TEXT.downloadM3u }).getAttribute('href')).toBe('/stream/123.m3u');
    expect(within(section).getByRole('link', { name: STREAM_TEXT.downloadPls }).getAttribute('href')).toBe('/stream/123.pls');

    fireEvent.click(within(section).getByRole('button', { name: STREAM_TEXT.copyStreamAddress }));
    expect(writeText).toHaveBeenCalledWith(`${DEFAULT_CLIENT_ENV.siteUrl}/stream/123.mp3`);
    await waitFor(() => expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'success', message: STREAM_TEXT.streamAddressCopied }]));
  });

  it('says Five-Star Radio has no public stream, and leads a logged-in listener to their personal stream settings', async () => {
    const userStats = { is_authenticated: true, unique_id: 'u1', email: 'ada@example.com', u_by: null, u_gen: null, zipcode: null, facebook_user: false, facebook_share: false };
    const get = async (path: string) => (path === endpointUrl(ACCOUNT_ENDPOINTS.userStats) ? userStats : new Promise(() => {}));
    renderInApp(<ModalRoot />, { api: { get } });
    act(() =>
      openModal('share', { url, channelName: 'Five-Star Radio', channelId: CHANNEL_ID, channelDescription: '', streamRef: null }),
    );
    const section = await screen.findByRole('region', { name: STREAM_MESSAGES.listenInPlayer });
    expect(within(section).getByText(STREAM_MESSAGES.channelNotStreamable)).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    const settings = await within(section).findByRole('link', { name: STREAM_TEXT.makePersonalKey });
    expect(settings.getAttribute('href')).toBe('/user_settings/#personal-stream');
  });
});
