import { ACCOUNT_SETTINGS_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useApi } from '../../api/ApiContext';
import { deleteAccount, forgetUser } from '../../features/auth/actions';
import { setFlash } from '../../features/auth/flash';
import { openModal } from '../../features/modals/store';
import { toast } from '../../features/toasts/store';

export function DeleteAccount() {
  const api = useApi();
  const queryClient = useQueryClient();

  const confirmed = async () => {
    try {
      await deleteAccount(api);
      // The farewell page reloads the app; the toast is shown there.
      setFlash({ message: ACCOUNT_SETTINGS_TEXT.deleteDone });
      forgetUser(queryClient);
    } catch {
      toast({ kind: 'error', message: ACCOUNT_SETTINGS_TEXT.deleteFailure });
    }
  };

  return (
    <section className="settings-card settings-card--danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{ACCOUNT_SETTINGS_TEXT.deleteTitle}</h2>
      <p>{ACCOUNT_SETTINGS_TEXT.deleteConfirmText}</p>
      <button
        type="button"
        className="button button--danger"
        onClick={() =>
          openModal('confirm', {
            title: ACCOUNT_SETTINGS_TEXT.deleteConfirmTitle,
            message: ACCOUNT_SETTINGS_TEXT.deleteConfirmText,
            confirmLabel: ACCOUNT_SETTINGS_TEXT.deleteConfirm,
            danger: true,
            onConfirm: confirmed,
          })
        }
      >
        {ACCOUNT_SETTINGS_TEXT.deleteTitle}
      </button>
    </section>
  );
}
