// @vitest-environment jsdom
import { LIMITS, MESSAGES } from '@earshot/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../toasts/store';
import type { ConfirmModalProps } from './registry';
import { ModalRoot } from './ModalRoot';
import { closeModal, closeModalById, openModal, useModalStore } from './store';

// Modal code is loaded lazily; have it compiled beforehand so a busy test run cannot outwait findBy.
beforeAll(async () => {
  await Promise.all([import('./ModalHost'), import('./ConfirmModal')]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useModalStore.setState({ active: null });
  useToastStore.setState({ toasts: [] });
});

const deleteAccount = (overrides: Partial<ConfirmModalProps> = {}): ConfirmModalProps => ({
  title: 'Delete Account?',
  message: 'Your account and everything in it will be deleted.',
  confirmLabel: 'Delete Account',
  danger: true,
  onConfirm: vi.fn(),
  ...overrides,
});

describe('modal store', () => {
  it('opens one modal at a time: a second replaces the first', () => {
    openModal('confirm', deleteAccount());
    openModal('confirm', deleteAccount({ title: 'Remove channel?' }));
    const { active } = useModalStore.getState();
    expect(active?.name).toBe('confirm');
    expect(active?.name === 'confirm' && active.props.title).toBe('Remove channel?');
  });

  it(`fades out on close and unmounts ${LIMITS.modalCloseDelayMs} ms later`, () => {
    vi.useFakeTimers();
    openModal('confirm', deleteAccount());
    closeModal();
    expect(useModalStore.getState().active?.closing).toBe(true);
    vi.advanceTimersByTime(LIMITS.modalCloseDelayMs - 1);
    expect(useModalStore.getState().active).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useModalStore.getState().active).toBeNull();
  });

  it('keeps a modal opened while the previous one was fading out', () => {
    vi.useFakeTimers();
    openModal('confirm', deleteAccount());
    closeModal();
    openModal('confirm', deleteAccount({ title: 'Second' }));
    vi.advanceTimersByTime(LIMITS.modalCloseDelayMs * 2);
    const { active } = useModalStore.getState();
    expect(active?.name === 'confirm' && active.props.title).toBe('Second');
    expect(active?.closing).toBe(false);
  });

  it('closes only the modal asked for', () => {
    openModal('confirm', deleteAccount());
    const first = useModalStore.getState().active?.id;
    if (first === undefined) throw new Error('no modal is open');
    openModal('confirm', deleteAccount({ title: 'Second' }));
    closeModalById(first);
    expect(useModalStore.getState().active?.closing).toBe(false);
    closeModal('confirm');
    expect(useModalStore.getState().active?.closing).toBe(true);
  });
});

describe('confirm modal', () => {
  function renderPage() {
    render(
      <>
        <button type="button">Delete Account</button>
        <ModalRoot />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    opener.focus();
    return opener;
  }

  it('loads when opened, asks, and closes on Cancel with focus back on the opener', async () => {
    const onConfirm = vi.fn();
    const opener = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openModal('confirm', deleteAccount({ onConfirm })));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account?' });
    expect(dialog.textContent).toContain('Your account and everything in it will be deleted.');
    // A destructive action starts on the safe choice.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(opener);
    act(() => vi.advanceTimersByTime(LIMITS.modalCloseDelayMs));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows it is busy while the action runs, cannot be dismissed meanwhile, and closes when it is done', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage();
    act(() => openModal('confirm', deleteAccount({ onConfirm })));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });

    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(useModalStore.getState().active?.closing).toBe(false);

    await act(async () => finish());
    expect(useModalStore.getState().active?.closing).toBe(true);
  });

  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('tells whoever opened it when it is dismissed with %s', async (_how, dismiss) => {
    const onCancel = vi.fn();
    renderPage();
    act(() => openModal('confirm', deleteAccount({ onCancel })));
    await screen.findByRole('dialog', { name: 'Delete Account?' });
    dismiss();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(useModalStore.getState().active?.closing).toBe(true);
  });

  it('does not call a confirmed modal cancelled', async () => {
    const onCancel = vi.fn();
    renderPage();
    act(() => openModal('confirm', deleteAccount({ onCancel })));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    });
    expect(useModalStore.getState().active?.closing).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('still closes, with an error toast, when the action throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    act(() => openModal('confirm', deleteAccount({ onConfirm: () => Promise.reject(new Error('down')) })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    });
    expect(useModalStore.getState().active?.closing).toBe(true);
    expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'error', message: MESSAGES.serverError }]);
  });
});
