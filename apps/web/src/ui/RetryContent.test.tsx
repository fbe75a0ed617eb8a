// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryContent } from './RetryContent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const retryButton = () => screen.queryByRole('button', { name: 'Retry' }) as HTMLButtonElement | null;

describe('the retry control', () => {
  it('is disabled for 5 seconds after each press and gone after 3 retries', async () => {
    const onRetry = vi.fn(async () => {});
    const onExhausted = vi.fn();
    render(<RetryContent message="Error loading content" onRetry={onRetry} onExhausted={onExhausted} />);
    expect(screen.getByRole('alert').textContent).toContain('Error loading content');
    for (let press = 1; press <= 2; press++) {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledTimes(press);
      expect(retryButton()?.disabled).toBe(true);
      act(() => vi.advanceTimersByTime(4900));
      expect(retryButton()?.disabled).toBe(true);
      act(() => vi.advanceTimersByTime(100));
      expect(retryButton()?.disabled).toBe(false);
    }
    expect(onExhausted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(3);
    expect(retryButton()).toBeNull();
    await act(async () => {});
    expect(onExhausted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Error loading content');
  });

  it('says nothing more when the content loads on the last retry (the owner removes it)', async () => {
    let finish: () => void = () => {};
    const onExhausted = vi.fn();
    const { unmount } = render(
      <RetryContent message="Error" onRetry={() => new Promise<void>((resolve) => (finish = resolve))} onExhausted={onExhausted} />,
    );
    for (let press = 0; press < 3; press++) {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      act(() => vi.advanceTimersByTime(5000));
    }
    unmount();
    await act(async () => finish());
    expect(onExhausted).not.toHaveBeenCalled();
  });
});
