// @vitest-environment jsdom
import { CHANNEL_SETTINGS_TEXT } from '@earshot/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../app/testing';
import { useModalStore } from '../features/modals/store';
import { resetPlayerTestState, showState, testChannel, visitorQueryClient } from '../features/player/playerTesting';
import { AccountMenu } from './AccountMenu';

afterEach(() => {
  cleanup();
  resetPlayerTestState();
});

async function openMenu() {
  renderInApp(
    <>
      <AccountMenu />
      <p>Elsewhere</p>
    </>,
    { queryClient: visitorQueryClient(true) },
  );
  const button = screen.getByRole('button', { name: 'My Account' });
  fireEvent.click(button);
  await screen.findByText('ann@example.com');
  return button;
}

describe('the My Account menu', () => {
  it('offers the channel playing: its settings page, and renaming it', async () => {
    await openMenu();
    expect(screen.queryByRole('link', { name: CHANNEL_SETTINGS_TEXT.menuSettings })).toBeNull();
    showState({ status: 'playing' });
    // The player's store changes outside React: the menu shows it on its next render, not this instant.
    const settings = await screen.findByRole('link', { name: CHANNEL_SETTINGS_TEXT.menuSettings });
    expect(settings.getAttribute('href')).toBe(`/player/${testChannel.id}`);
    fireEvent.click(screen.getByRole('button', { name: CHANNEL_SETTINGS_TEXT.menuRename }));
    expect(useModalStore.getState().active).toMatchObject({ name: 'rename', props: { channelId: testChannel.id, currentName: testChannel.name } });
    expect(screen.getByRole('button', { name: 'My Account' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const button = await openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a pointer down outside it, not inside', async () => {
    const button = await openMenu();
    fireEvent.pointerDown(screen.getByText('ann@example.com'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
