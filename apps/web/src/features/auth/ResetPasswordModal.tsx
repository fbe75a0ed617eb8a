import { AUTH_TEXT } from '@earshot/contract';
import { Modal } from '../../ui/Modal';
import type { ModalComponentProps } from '../modals/registry';
import { ResetPasswordForm } from './ResetPasswordForm';
import './auth.css';

declare module '../modals/registry' {
  interface ModalRegistry {
    resetPassword: Record<string, never>;
  }
}

export default function ResetPasswordModal({ modal }: ModalComponentProps<'resetPassword'>) {
  return (
    <Modal {...modal} title={AUTH_TEXT.resetTitle} size="small">
      <ResetPasswordForm />
    </Modal>
  );
}
