import { LIMITS } from '@earshot/contract';
import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  kind: ToastKind;
  title?: string;
  message: string;
  /** How long it shows; LIMITS.toastMs (4 s) by default. 0 or Infinity: until dismissed. */
  durationMs?: number;
}

export interface Toast extends ToastOptions {
  id: number;
  durationMs: number;
  /** Counts raisings of the same toast; each starts its time again. */
  raised: number;
}

/** More than this and the oldest goes. */
export const MAX_VISIBLE_TOASTS = 3;

interface ToastState {
  /** Oldest first. */
  toasts: Toast[];
}

/** The toasts showing. Their timers run where they are shown (ToastList), held while hovered or focused. */
export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;

/**
 * Shows a toast; callable from anywhere (components, stores, engine callbacks). Returns its id.
 * The same toast again while it is showing starts its time again instead of stacking a copy.
 */
export function toast(options: ToastOptions): number {
  const { toasts } = useToastStore.getState();
  const durationMs = options.durationMs ?? LIMITS.toastMs;
  const same = toasts.find((t) => t.kind === options.kind && t.title === options.title && t.message === options.message);
  if (same) {
    useToastStore.setState({ toasts: toasts.map((t) => (t === same ? { ...t, durationMs, raised: t.raised + 1 } : t)) });
    return same.id;
  }
  const added: Toast = { ...options, id: nextId++, durationMs, raised: 0 };
  useToastStore.setState({ toasts: [...toasts, added].slice(-MAX_VISIBLE_TOASTS) });
  return added.id;
}

export function dismissToast(id: number): void {
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export const useToasts = () => useToastStore((s) => s.toasts);
