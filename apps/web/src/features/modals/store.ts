import { LIMITS } from '@earshot/contract';
import { create } from 'zustand';
import type { ActiveModal, ModalName, ModalRegistry } from './registry';

interface ModalState {
  /** One modal at a time; null when none is open. */
  active: ActiveModal | null;
}

export const useModalStore = create<ModalState>(() => ({ active: null }));

/** Props are optional for modals whose props are all optional. */
type PropsArgs<K extends ModalName> = Record<never, never> extends ModalRegistry[K] ? [props?: ModalRegistry[K]] : [props: ModalRegistry[K]];

let nextId = 1;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

/** Opens a modal, replacing any open one at once. */
export function openModal<K extends ModalName>(name: K, ...[props]: PropsArgs<K>): void {
  clearTimeout(closeTimer);
  preloadModal(name); // its code loads alongside the modal host's
  const active = { id: nextId++, name, props: props ?? {}, closing: false } as ActiveModal;
  useModalStore.setState({ active });
}

function close(matches: (active: ActiveModal) => boolean): void {
  const { active } = useModalStore.getState();
  if (!active || active.closing || !matches(active)) return;
  useModalStore.setState({ active: { ...active, closing: true } });
  clearTimeout(closeTimer);
  closeTimer = setTimeout(() => {
    if (useModalStore.getState().active?.id === active.id) useModalStore.setState({ active: null });
  }, LIMITS.modalCloseDelayMs);
}

/**
 * Closes the open modal (only if it is `name`, when given): it fades out and unmounts
 * LIMITS.modalCloseDelayMs (200 ms) later.
 */
export function closeModal(name?: ModalName): void {
  close((active) => name === undefined || active.name === name);
}

/** Closes one particular opening of a modal; a modal opened since is left alone. */
export function closeModalById(id: number): void {
  close((active) => active.id === id);
}

/**
 * What fetches a modal's code and the host's. ModalRoot, which renders them, supplies it: were the
 * store to import the modals' code, a modal that opens another (log-in → reset password) would
 * import itself back through it.
 */
let loadModalCode: (name: ModalName) => void = () => {};

export function setModalCodeLoader(load: (name: ModalName) => void): void {
  loadModalCode = load;
}

/** Starts loading a modal's code, and the host's, ahead of opening it (on hover or focus of what opens it). */
export function preloadModal(name: ModalName): void {
  loadModalCode(name);
}

export const useActiveModal = () => useModalStore((s) => s.active);

