import type { ComponentType } from 'react';
import type { ModalComponentProps, ModalName } from './registry';

type ModalLoaders = { [K in ModalName]: () => Promise<{ default: ComponentType<ModalComponentProps<K>> }> };

/**
 * Where each modal's code comes from. A module of its own, loaded with the first modal: every
 * `import()` here names its chunk's files in the importing chunk's preload map, about 80 bytes
 * gzip each, which the first page load should not carry.
 */
export const MODAL_LOADERS: ModalLoaders = {
  ban: () => import('../ban/BanModal'),
  confirm: () => import('./ConfirmModal'),
  login: () => import('../auth/LogInModal'),
  rename: () => import('../rename/RenameModal'),
  resetPassword: () => import('../auth/ResetPasswordModal'),
  share: () => import('../share/ShareModal'),
  shortcuts: () => import('../player/ShortcutsModal'),
  charityVote: () => import('../season-of-sharing/CharityVoteModal'),
};

const loaded = new Map<ModalName, ComponentType<never>>();

/** Fetches a modal's code and keeps it, so its first opening renders without a Suspense pass (see preloaded.ts). */
export function loadModal<K extends ModalName>(name: K): ReturnType<ModalLoaders[K]> {
  const loading = MODAL_LOADERS[name]().then((module) => {
    loaded.set(name, module.default as ComponentType<never>);
    return module;
  });
  return loading as ReturnType<ModalLoaders[K]>;
}

/** A modal's component if its code has arrived, else null. */
export const loadedModal = (name: ModalName): ComponentType<never> | null => loaded.get(name) ?? null;
