import { UI_TEXT } from '@earshot/contract';
import { Suspense, useEffect } from 'react';
import { toast } from '../toasts/store';
import { loadedModalHost, loadModalHost } from './host';
import { lazyPreloaded } from './preloaded';
import type { ActiveModal, ModalName } from './registry';
import { setModalCodeLoader, useActiveModal, useModalStore } from './store';

/** When even the modal host cannot load (offline): say so and close the modal again. */
function HostUnavailable({ active }: { active: ActiveModal }) {
  useEffect(() => {
    if (useModalStore.getState().active?.id !== active.id) return;
    useModalStore.setState({ active: null });
    toast({ kind: 'error', message: UI_TEXT.networkError });
  }, [active.id]);
  return null;
}

/** Starts fetching the modal host's code and the modal's own, in parallel, when a modal opens or is about to. */
function loadModalCode(name: ModalName): void {
  loadModalHost().catch(() => {});
  void import('./modalLoaders').then((loaders): Promise<unknown> => loaders.loadModal(name)).catch(() => {});
}

// The root is in the shell of every page, so this runs before anything can open a modal.
setModalCodeLoader(loadModalCode);

// Everything but this stays out of the initial bundle until a modal first opens.
const ModalHost = lazyPreloaded(loadedModalHost, () => loadModalHost().catch(() => ({ default: HostUnavailable })));

/** The open modal (see store.ts); rendered once, in the app shell. Nothing on the server or before a modal opens. */
export function ModalRoot() {
  const active = useActiveModal();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost active={active} />
    </Suspense>
  );
}
