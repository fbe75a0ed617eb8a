// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalShellProps } from './Modal';

afterEach(cleanup);

/** A page with a button that opens the modal; the modal closes (unmounts) when it asks to. */
function Page(props: Partial<ModalShellProps> & { onCloseRequest?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && (
        <Modal
          title="Delete Account?"
          description="This cannot be undone."
          onClose={() => {
            props.onCloseRequest?.();
            setOpen(false);
          }}
          actions={
            <>
              <button type="button">Cancel</button>
              <button type="button">Delete</button>
            </>
          }
          {...props}
        />
      )}
    </>
  );
}

function openModal(props: Parameters<typeof Page>[0] = {}) {
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Delete Account?' }) };
}

function focused(): Element {
  const element = document.activeElement;
  if (!element) throw new Error('nothing has the focus');
  return element;
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its text', () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { description: 'This cannot be undone.' })).toBe(dialog);
  });

  it('moves focus into the dialog: to the first control after the close button, or the one marked data-autofocus', () => {
    openModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();
    openModal({ children: <input aria-label="Email" />, actions: <button type="button" data-autofocus>OK</button> });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    const { dialog } = openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Delete' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    screen.getByRole('button', { name: 'Behind' }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the button that opened it', () => {
    const { opener } = openModal();
    fireEvent.keyDown(focused(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its Close button and with a click on the backdrop, not with a click inside', () => {
    const onCloseRequest = vi.fn();
    openModal({ onCloseRequest });
    fireEvent.mouseDown(screen.getByText('This cannot be undone.'));
    fireEvent.click(screen.getByText('This cannot be undone.'));
    expect(onCloseRequest).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCloseRequest).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onCloseRequest).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close while it is busy (not dismissible)', () => {
    const onCloseRequest = vi.fn();
    openModal({ onCloseRequest, dismissible: false });
    fireEvent.keyDown(focused(), { key: 'Escape' });
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onCloseRequest).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stops the page behind from scrolling while open', () => {
    document.body.style.overflow = 'auto';
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(focused(), { key: 'Escape' });
    expect(document.body.style.overflow).toBe('auto');
  });

  it('hands focus back as soon as it starts fading out, and ignores keys meanwhile', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <button type="button">Opener</button>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const modal = (closing: boolean) => (
      <>
        <button type="button">Opener</button>
        <Modal title="Fading" onClose={onClose} closing={closing} />
      </>
    );
    rerender(modal(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    rerender(modal(true));
    expect(document.activeElement).toBe(opener);
    expect(screen.getByTestId('modal-backdrop').getAttribute('data-state')).toBe('closing');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
