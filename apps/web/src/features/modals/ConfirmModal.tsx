import { MESSAGES } from '@earshot/contract';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { toast } from '../toasts/store';
import type { ModalComponentProps } from './registry';

/** 'Are you sure?' with Cancel and a confirm button: openModal('confirm', { … }). */
export default function ConfirmModal({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
  modal,
}: ModalComponentProps<'confirm'>) {
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    onCancel?.();
    modal.onClose();
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      console.error('Confirmed action failed', error);
      toast({ kind: 'error', message: MESSAGES.serverError });
    } finally {
      modal.onClose();
    }
  };

  return (
    <Modal
      {...modal}
      onClose={cancel}
      title={title}
      description={message}
      size="small"
      dismissible={!busy}
      busy={busy}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={cancel} disabled={busy} data-autofocus={danger || undefined}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button button--primary'}
            onClick={() => void confirm()}
            aria-disabled={busy || undefined}
            data-autofocus={danger ? undefined : true}
          >
            {busy && <span className="spinner" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
