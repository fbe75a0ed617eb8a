import { useEffect, useRef } from 'react';
import { Modal } from '../../ui/Modal';
import { openModal } from '../modals/store';
import type { ModalComponentProps } from '../modals/registry';
import { LogInForm, logInTitle } from './LogInForm';
import { useIsAuthenticated } from '../../api/accounts';

export interface LogInModalProps {
  /** Replaces the title, e.g. 'Ban a song or artist'. */
  message?: string;
  channelLaunch?: boolean;
}

declare module '../modals/registry' {
  interface ModalRegistry {
    login: LogInModalProps;
  }
}

/** The log-in page in a modal; it closes (after the 200 ms fade) as soon as the visitor is logged in. */
export default function LogInModal({ message, channelLaunch, modal }: ModalComponentProps<'login'>) {
  const authenticated = useIsAuthenticated();
  const initially = useRef(authenticated);
  const { onClose } = modal;

  useEffect(() => {
    if (authenticated !== initially.current) onClose();
  }, [authenticated, onClose]);

  return (
    <Modal {...modal} title={logInTitle(message)}>
      <LogInForm
        message={message}
        channelLaunch={channelLaunch}
        onSignUp={onClose}
        onForgotPassword={() => openModal('resetPassword')}
      />
    </Modal>
  );
}
