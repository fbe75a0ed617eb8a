// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/testing';
import { visitorQueryClient } from '../player/playerTesting';
import { AccountMenu } from './AccountMenu';

afterEach(cleanup);

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
