import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { saveFacebookShare } from '../../features/auth/actions';
import { authKeys } from '../../api/accounts';
import { toast } from '../../features/toasts/store';

/** Sent when the visitor changes it, never on first render (spec 001 section 4). */
export function FacebookShareSetting({ initial }: { initial: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [share, setShare] = useState(initial);
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    setShare(next);
    setBusy(true);
    try {
      await saveFacebookShare(api, next);
      toast({ kind: 'success', message: ACCOUNT_SETTINGS_TEXT.facebookSettingUpdated });
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    } catch {
      setShare(!next);
      toast({ kind: 'error', title: AUTH_TEXT.errorTitle, message: ACCOUNT_SETTINGS_TEXT.facebookSettingFailure });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-card" aria-labelledby="facebook-share-title">
      <h2 id="facebook-share-title">{ACCOUNT_SETTINGS_TEXT.facebookShareTitle}</h2>
      <label className="checkbox">
        <input type="checkbox" checked={share} disabled={busy} onChange={(e) => void change(e.target.checked)} />
        {ACCOUNT_SETTINGS_TEXT.facebookShareLabel}
      </label>
    </section>
  );
}
