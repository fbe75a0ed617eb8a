// @vitest-environment jsdom
import { AUTH_TEXT } from '@earshot/contract';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/testing';
import { loadedModalHost } from './host';
import { loadedModal } from './modalLoaders';
import { ModalRoot } from './ModalRoot';
import { openModal, preloadModal, useModalStore } from './store';

afterEach(() => {
  cleanup();
  useModalStore.setState({ active: null });
});

describe('a modal whose code was preloaded', () => {
  it('shows in the same render that opens it, with no wait behind a loading pass', async () => {
    renderInApp(<ModalRoot />);
    preloadModal('resetPassword');
    await vi.waitFor(() => expect(loadedModal('resetPassword') && loadedModalHost()).toBeTruthy(), { timeout: 10_000 });

    act(() => openModal('resetPassword'));
    expect(screen.getByRole('dialog', { name: AUTH_TEXT.resetTitle })).toBeTruthy();
  });
});
