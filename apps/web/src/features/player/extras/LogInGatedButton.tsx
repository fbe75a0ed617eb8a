import type { ReactNode } from 'react';
import { useIsAuthenticated } from '../../auth/queries';
import type { ModalName } from '../../modals/registry';
import { openModal, preloadModal } from '../../modals/store';

/** What a logged-in listener's press does: opens a modal (its code loads on hover or focus), or nothing yet. */
type LoggedInAction = { onPress(): void; opens: ModalName } | { /** What it will do once it lands; they find it disabled meanwhile. */ comingSoon: string };

type LogInGatedButtonProps = LoggedInAction & {
  label: string;
  /** What the log-in modal says to an anonymous listener who presses it. */
  logInPrompt: string;
  disabled: boolean;
  children: ReactNode;
};

/**
 * A player button for a logged-in feature: anonymous listeners are asked to log in. A feature
 * still to come is disabled but focusable for logged-in listeners, its title saying what it will do.
 */
export function LogInGatedButton({ label, logInPrompt, disabled, children, ...action }: LogInGatedButtonProps) {
  const authenticated = useIsAuthenticated();
  if (authenticated && 'comingSoon' in action) {
    return (
      <button type="button" className="player-button" aria-label={label} title={action.comingSoon} aria-disabled="true" disabled={disabled}>
        {children}
      </button>
    );
  }
  const modal = authenticated && 'opens' in action ? action.opens : 'login';
  const press = authenticated && 'onPress' in action ? action.onPress : () => openModal('login', { message: logInPrompt });
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
