import type { ReactNode } from 'react';
import { useIsAuthenticated } from '../../../api/accounts';
import type { ModalName } from '../../modals/registry';
import { openModal, preloadModal } from '../../modals/store';

interface LogInGatedButtonProps {
  label: string;
  /** What the log-in modal says to an anonymous listener who presses it. */
  logInPrompt: string;
  /** A logged-in listener's press: opens the modal `opens` (its code loads on hover or focus). */
  onPress(): void;
  opens: ModalName;
  disabled: boolean;
  children: ReactNode;
}

/** A player button for a logged-in feature: anonymous listeners are asked to log in. */
export function LogInGatedButton({ label, logInPrompt, onPress, opens, disabled, children }: LogInGatedButtonProps) {
  const authenticated = useIsAuthenticated();
  const modal = authenticated ? opens : 'login';
  const press = authenticated ? onPress : () => openModal('login', { message: logInPrompt });
  return (
    <button
      type="button"
      className="player-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onPointerEnter={() => preloadModal(modal)}
      onFocus={() => preloadModal(modal)}
      onClick={press}
    >
      {children}
    </button>
  );
}
