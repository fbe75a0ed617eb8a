// @vitest-environment jsdom
import { LIMITS } from '@earshot/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_VISIBLE_TOASTS, toast, type ToastOptions, useToastStore } from './store';
import { ToastArea } from './ToastArea';

// The toasts' code is loaded lazily; have it ready so a toast renders within act().
beforeAll(async () => {
  await import('./ToastList');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
  vi.useRealTimers();
});

const messages = () => useToastStore.getState().toasts.map((t) => t.message);

async function show(options: ToastOptions) {
  await act(async () => void toast(options));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  it(`show for ${LIMITS.toastMs / 1000} s by default`, async () => {
    render(<ToastArea />);
    await show({ kind: 'success', message: 'Password has been updated' });
    wait(LIMITS.toastMs - 1);
    expect(screen.getByText('Password has been updated')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Password has been updated')).toBeNull();
  });

  it('show for their own duration, or until dismissed when that is 0', async () => {
    render(<ToastArea />);
    await show({ kind: 'info', message: 'Long', durationMs: 10_000 });
    await show({ kind: 'warning', message: 'Sticky', durationMs: 0 });
    wait(LIMITS.toastMs);
    expect(messages()).toEqual(['Long', 'Sticky']);
    wait(60_000);
    expect(messages()).toEqual(['Sticky']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Sticky')).toBeNull();
  });

  it(`are at most ${MAX_VISIBLE_TOASTS}: a new one pushes out the oldest`, async () => {
    render(<ToastArea />);
    for (const n of [1, 2, 3, 4]) await show({ kind: 'info', message: `Toast ${n}` });
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getAllByText(/^Toast \d$/).map((p) => p.textContent)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
  });

  it('show the same message once, its time starting again', async () => {
    render(<ToastArea />);
    const favoriteError = { kind: 'error', message: 'Error adding favorite. Please try again.' } as const;
    await show(favoriteError);
    wait(3000);
    await show(favoriteError);
    expect(screen.getAllByText(favoriteError.message)).toHaveLength(1);
    wait(3000);
    expect(screen.getByText(favoriteError.message)).toBeTruthy();
    wait(1000);
    expect(screen.queryByText(favoriteError.message)).toBeNull();
  });

  it('are announced politely, errors as alerts, with title and message', async () => {
    render(<ToastArea />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    await show({ kind: 'success', title: 'Blended in!', message: 'Lounge added to your blend' });
    await show({ kind: 'error', title: 'Error', message: 'Error changing password. Please try again.' });
    expect(status.textContent).toContain('Blended in!');
    expect(status.textContent).toContain('Lounge added to your blend');
    expect(alert.textContent).toContain('Error changing password. Please try again.');
    expect(status.textContent).not.toContain('Error changing password');
  });

  it('wait while the pointer is over them, then show for the rest of their time', async () => {
    render(<ToastArea />);
    await show({ kind: 'success', message: 'Email address has been updated' });
    await show({ kind: 'error', message: 'Error removing favorite. Please try again.' });
    wait(1000);
    fireEvent.pointerEnter(screen.getByText('Email address has been updated'));
    wait(30_000);
    expect(messages()).toHaveLength(2);
    fireEvent.pointerLeave(screen.getByText('Email address has been updated'));
    wait(LIMITS.toastMs - 1000 - 100);
    expect(messages()).toHaveLength(2);
    wait(200);
    expect(messages()).toHaveLength(0);
  });

  it('wait while keyboard focus is in them', async () => {
    render(<ToastArea />);
    await show({ kind: 'success', message: 'Your Facebook setting has been updated' });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(LIMITS.toastMs * 3);
    expect(screen.getByText('Your Facebook setting has been updated')).toBeTruthy();
  });

  it('can be raised from outside React, before anything shows them', () => {
    const id = toast({ kind: 'info', message: 'Link copied to clipboard' });
    expect(useToastStore.getState().toasts).toEqual([{ id, kind: 'info', message: 'Link copied to clipboard', durationMs: LIMITS.toastMs, raised: 0 }]);
  });
});
