import type { LogInModalProps } from '../auth/LogInModal';
import type { BanModalProps } from '../ban/BanModal';
import type { RenameModalProps } from '../rename/RenameModal';
import type { ShareModalProps } from '../share/ShareModal';
import type { ConfirmModalProps } from './ConfirmModal';

/**
 * Every modal, by name, with the props `openModal(name, props)` takes. To add one:
 * 1. write the component (default export) taking `ModalComponentProps<'name'>` and rendering
 *    `<Modal {...modal} title=…>` from ui/Modal;
 * 2. add `name: PropsType` here and `name: () => import('./path/to/Component')` to MODAL_LOADERS
 *    in modalLoaders.ts.
 * Each modal's code is its own chunk, loaded when it is first opened.
 */
export interface ModalRegistry {
  ban: BanModalProps;
  confirm: ConfirmModalProps;
  login: LogInModalProps;
  rename: RenameModalProps;
  resetPassword: Record<string, never>;
  share: ShareModalProps;
  charityVote: Record<string, never>;
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
