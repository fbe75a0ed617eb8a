import type { ComponentType } from 'react';
import type { ActiveModal } from './registry';

export type ModalHostComponent = ComponentType<{ active: ActiveModal }>;

let loaded: ModalHostComponent | null = null;

/** The modal host's code, once it has arrived (see preloaded.ts for why that matters). */
export const loadedModalHost = (): ModalHostComponent | null => loaded;

/** Fetches the modal host's code: on the first opening, or ahead of it with a modal's own (preloadModal). */
export function loadModalHost(): Promise<{ default: ModalHostComponent }> {
  return import('./ModalHost').then((module) => {
    loaded = module.default;
    return module;
  });
}
