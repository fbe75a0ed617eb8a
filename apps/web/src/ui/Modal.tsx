import { LIMITS } from '@earshot/contract';
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import './modal.css';

export interface ModalShellProps {
  /** The dialog's name: shown as its heading and announced (aria-labelledby). */
  title: ReactNode;
  /** A sentence under the title, announced with it (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom (on the right; full width on phones). */
  actions?: ReactNode;
  /** Escape, a click on the backdrop and the close button ask for this. */
  onClose(): void;
  /** Fading out: it ignores input and hands focus back to the element that opened it. */
  closing?: boolean;
  /** False while something must finish first: Escape, backdrop and the close button do nothing. */
  dismissible?: boolean;
  /** Work in progress inside (aria-busy). */
  busy?: boolean;
  /** Width on larger screens: small 400 px, medium 480 px (default), large 640 px. */
  size?: 'small' | 'medium' | 'large';
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

/** `[data-autofocus]`, else the first control after the close button, else the close button, else the dialog. */
function initialFocus(dialog: HTMLElement): HTMLElement {
  const items = focusables(dialog);
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ?? items.find((el) => !el.classList.contains('modal__close')) ?? items[0] ?? dialog
  );
}

/** Stops the page behind from scrolling, without the layout jumping where the scroll bar was. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollBar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  body.style.overflow = 'hidden';
  if (scrollBar > 0) body.style.paddingRight = `${scrollBar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/** Back to the opener, unless the visitor has already put focus somewhere else. */
function giveFocusBack(opener: RefObject<HTMLElement | null>, dialog: HTMLElement): void {
  const element = opener.current;
  opener.current = null;
  const focused = document.activeElement;
  if (element?.isConnected && (!focused || focused === document.body || dialog.contains(focused))) {
    element.focus({ preventScroll: true });
  }
}

/**
 * An accessible modal dialog, rendered over the page: focus moves in when it opens, stays inside
 * (Tab wraps), and returns to the element that opened it when it closes; Escape, the close button
 * and a click on the backdrop close it; the page behind does not scroll. No business logic.
 */
export function Modal({
  title,
  description,
  children,
  actions,
  onClose,
  closing = false,
  dismissible = true,
  busy = false,
  size = 'medium',
}: ModalShellProps) {
  const titleId = useId();
  const descriptionId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // The document listeners below are added once; they read the current props through this.
  const current = useRef({ onClose, closing, dismissible });
  current.current = { onClose, closing, dismissible };
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body && !dialog.contains(focused) ? focused : null;
    if (!dialog.contains(document.activeElement)) initialFocus(dialog).focus();
    const unlockScroll = lockPageScroll();

    const onKeyDown = (event: KeyboardEvent) => {
      if (current.current.closing) return;
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault();
        if (current.current.dismissible) current.current.onClose();
      } else if (event.key === 'Tab') {
        const items = focusables(dialog);
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
          dialog.focus();
        } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that lands outside (a click on the page behind, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (current.current.closing || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      initialFocus(dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlockScroll();
      giveFocusBack(opener, dialog);
    };
  }, []);

  useEffect(() => {
    if (closing && dialogRef.current) giveFocusBack(opener, dialogRef.current);
  }, [closing]);

  // A press that starts and ends on the backdrop itself dismisses the modal. A pointer convenience
  // only (the keyboard has Escape and the close button), so a plain listener, not a control's handler.
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop) return;
    let pressStartedOnBackdrop = false;
    const onMouseDown = (event: MouseEvent) => {
      pressStartedOnBackdrop = event.target === backdrop;
    };
    const onClick = (event: MouseEvent) => {
      const onBackdrop = event.target === backdrop && pressStartedOnBackdrop;
      pressStartedOnBackdrop = false;
      const { onClose, closing, dismissible } = current.current;
      if (onBackdrop && dismissible && !closing) onClose();
    };
    backdrop.addEventListener('mousedown', onMouseDown);
    backdrop.addEventListener('click', onClick);
    return () => {
      backdrop.removeEventListener('mousedown', onMouseDown);
      backdrop.removeEventListener('click', onClick);
    };
  }, []);

  if (typeof document === 'undefined') return null;

  return createPortal(
    <div
      ref={backdropRef}
      className="modal"
      data-state={closing ? 'closing' : 'open'}
      data-testid="modal-backdrop"
      style={{ '--modal-duration': `${LIMITS.modalCloseDelayMs}ms` } as CSSProperties}
    >
      <div
        ref={dialogRef}
        className={`modal__dialog modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        inert={closing || undefined}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose} disabled={!dismissible}>
            <CloseIcon />
          </button>
        </div>
        {description && (
          <p className="modal__description" id={descriptionId}>
            {description}
          </p>
        )}
        {children && <div className="modal__body">{children}</div>}
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
