/**
 * Every modal, by name, with the props `openModal(name, props)` takes. Each modal adds itself here
 * from its own module, so this file imports none of them (and none of their features):
 * 1. write the component (default export) taking `ModalComponentProps<'name'>` and rendering
 *    `<Modal {...modal} title=…>` from ui/Modal;
 * 2. beside it, declare its props into this interface:
 *    `declare module '../modals/registry' { interface ModalRegistry { name: PropsType } }`;
 * 3. add `name: () => import('../feature/Component')` to MODAL_LOADERS in modalLoaders.ts.
 * Each modal's code is its own chunk, loaded when it is first opened.
 * The modals feature's own confirm modal is declared here, with its props.
 */
export interface ModalRegistry {
  confirm: ConfirmModalProps;
}

export interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** A destructive action: the confirm button is red and Cancel has the initial focus. */
  danger?: boolean;
  /**
   * Runs on confirm while the modal shows it is busy; the modal closes when it settles, either
   * way. Report failures yourself (a toast); one that escapes gets a generic error toast.
   */
  onConfirm(): Promise<void> | void;
  /** Runs when it is dismissed instead (Cancel, Escape, the backdrop, the close button). */
  onCancel?(): void;
}

export type ModalName = keyof ModalRegistry;

/** Given by ModalHost to the open modal; spread it onto ui/Modal: `<Modal {...modal} title=…>`. */
export interface ModalControls {
  /** Starts the fade-out; the modal unmounts LIMITS.modalCloseDelayMs later. */
  onClose(): void;
  /** True while fading out. */
  closing: boolean;
}

/** What a registered modal component receives: its registry props and `modal`. */
export type ModalComponentProps<K extends ModalName> = ModalRegistry[K] & { modal: ModalControls };

/** The open modal: which one, its props, and whether it is fading out. */
export type ActiveModal = { [K in ModalName]: { name: K; props: ModalRegistry[K] } }[ModalName] & {
  /** Distinguishes two openings of the same modal. */
  id: number;
  closing: boolean;
};
