import { UI_TEXT } from '@earshot/contract';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, useCallback } from 'react';
import { toast } from '../toasts/store';
import { loadedModal, loadModal } from './modalLoaders';
import { lazyPreloaded } from './preloaded';
import type { ActiveModal, ModalComponentProps, ModalName } from './registry';
import { closeModalById, useModalStore } from './store';

type AnyModal = ComponentType<ModalComponentProps<ModalName>>;

const lazyModals = new Map<ModalName, AnyModal>();

function lazyModal(name: ModalName): AnyModal {
  let modal = lazyModals.get(name);
  if (!modal) {
    modal = lazyPreloaded(() => loadedModal(name) as AnyModal | null, () => loadModal(name) as Promise<{ default: AnyModal }>);
    lazyModals.set(name, modal);
  }
  return modal;
}

/** A modal whose code could not load (offline, or a new release replaced it): say so and close it. */
function modalFailed(name: ModalName, id: number, error: unknown): void {
  console.error(`The ${name} modal could not be shown`, error);
  lazyModals.delete(name); // React.lazy keeps a failure; the next opening tries again.
  if (useModalStore.getState().active?.id === id) useModalStore.setState({ active: null });
  toast({ kind: 'error', message: UI_TEXT.networkError });
}

class ModalErrorBoundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the open modal, its code loaded lazily, and survives that code failing (loaded by ModalRoot). */
export default function ModalHost({ active }: { active: ActiveModal }) {
  const { id, name } = active;
  // Stable for one opening, so a modal may list it in effect dependencies.
  const onClose = useCallback(() => closeModalById(id), [id]);
  const OpenModal = lazyModal(name);
  const props = { ...active.props, modal: { closing: active.closing, onClose } } as ModalComponentProps<ModalName>;
  return (
    <ModalErrorBoundary key={id} onError={(error) => modalFailed(name, id, error)}>
      <Suspense fallback={null}>
        <OpenModal {...props} />
      </Suspense>
    </ModalErrorBoundary>
  );
}
