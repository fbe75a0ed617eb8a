import type { ReactNode } from 'react';
import { useIsAuthenticated } from '../../auth/queries';
import { openModal, preloadModal } from '../../modals/store';

interface LogInGatedButtonProps {
  label: string;
  /** What the log-in modal says to an anonymous listener who presses it. */
  logInPrompt: string;
  /** What it will do for a logged-in listener, who sees it disabled until that lands. */
  comingSoon: string;
  disabled: boolean;
  children: ReactNode;
}

/**
 * A player button for a logged-in feature still to come: anonymous listeners are asked to log
 * in; logged-in ones find it disabled but focusable, its title saying what it will do.
 */
export function LogInGatedButton({ label, logInPrompt, comingSoon, disabled, children }: LogInGatedButtonProps) {
  const authenticated = useIsAuthenticated();
  if (authenticated) {
    return (
      <button type="button" className="player-button" aria-label={label} title={comingSoon} aria-disabled="true" disabled={disabled}>
        {children}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="player-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onPointerEnter={() => preloadModal('login')}
      onFocus={() => preloadModal('login')}
      onClick={() => openModal('login', { message: logInPrompt })}
    >
      {children}
    </button>
  );
}
