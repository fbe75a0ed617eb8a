import { type ReactNode, useEffect, useId, useRef } from 'react';
import { create } from 'zustand';
import { CloseIcon } from '../../ui/icons';
import { dismissToast, type Toast, type ToastKind } from './store';
import './toasts.css';

const ICON_PATHS: Record<ToastKind, ReactNode> = {
  success: <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.3 6.3-5.6 5.6-2.6-2.6-1.4 1.4 4 4 7-7z" />,
  error: <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 5v7h2V7zm0 9v2h2v-2z" />,
  warning: <path d="M12.9 3.5a1 1 0 0 0-1.8 0L1.6 20a1 1 0 0 0 .9 1.5h19a1 1 0 0 0 .9-1.5zM11 9h2v6h-2zm0 8h2v2h-2z" />,
  info: <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v8h2v-8zm0-4v2h2V6z" />,
};

/** After being held, a toast shows at least this much longer. */
const RESUME_MIN_MS = 1000;

/** The lists the pointer is over or keyboard focus is in; while there is one, every toast waits. */
const useHolders = create<{ holders: ReadonlySet<string> }>(() => ({ holders: new Set() }));

function hold(holder: string, held: boolean): void {
  useHolders.setState(({ holders }) => {
    if (holders.has(holder) === held) return { holders };
    const next = new Set(holders);
    if (held) next.add(holder);
    else next.delete(holder);
    return { holders: next };
  });
}

/** Dismisses the toast when its time is up, counting only the time it was shown and not held. */
function useTimeout(toast: Toast): void {
  const held = useHolders((s) => s.holders.size > 0);
  // The time left for one raising of the toast (raised again, or with a new duration, it starts over).
  const timing = useRef({ raised: toast.raised, durationMs: toast.durationMs, remaining: toast.durationMs });
  useEffect(() => {
    if (timing.current.raised !== toast.raised || timing.current.durationMs !== toast.durationMs) {
      timing.current = { raised: toast.raised, durationMs: toast.durationMs, remaining: toast.durationMs };
    }
    const current = timing.current;
    if (held || !Number.isFinite(current.remaining) || current.remaining <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), current.remaining);
    return () => {
      clearTimeout(timer);
      current.remaining = Math.max(RESUME_MIN_MS, current.remaining - (Date.now() - startedAt));
    };
  }, [held, toast.id, toast.raised, toast.durationMs]);
}

function ToastItem({ toast }: { toast: Toast }) {
  useTimeout(toast);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <svg className="toast__icon" width={22} height={22} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        {ICON_PATHS[toast.kind]}
      </svg>
      <div className="toast__text">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__message">{toast.message}</p>
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** The toasts of one live region (loaded lazily by ToastArea); hovering or focusing them holds every toast's time. */
export default function ToastList({ toasts }: { toasts: Toast[] }) {
  const id = useId();
  const stack = useRef<HTMLDivElement>(null);
  const pointerIn = useRef(false);
  const focusIn = useRef(false);
  const update = () => hold(id, pointerIn.current || focusIn.current);

  // Focus within the list (its close buttons) holds it too. Plain focusin/focusout listeners: the
  // list is no control of its own, it only notices where the focus is.
  useEffect(() => {
    const element = stack.current;
    if (!element) return;
    const onFocusIn = () => {
      focusIn.current = true;
      hold(id, true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      focusIn.current = false;
      hold(id, pointerIn.current);
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      hold(id, false);
    };
  }, [id]);

  return (
    <div
      ref={stack}
      className="toasts__stack"
      onPointerEnter={() => {
        pointerIn.current = true;
        update();
      }}
      onPointerLeave={() => {
        pointerIn.current = false;
        update();
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
