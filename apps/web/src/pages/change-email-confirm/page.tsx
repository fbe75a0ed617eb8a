import { EMAIL_CHANGE_CONFIRM_TEXT, ACCOUNT_SETTINGS_TEXT, pageTitle } from '@earshot/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../lib/query';
import { confirmEmailChange, firstChangeError } from '../../features/auth/actions';
import { MailedLinkPage } from '../../features/auth/MailedLinkPage';
import { toast } from '../../features/toasts/store';

/** /change-email/confirm/:key/ — the link mailed to a new address from Account Settings. */
export default function ChangeEmailConfirmPage() {
  const { key = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async () => {
    const res = await confirmEmailChange(api, queryClient, key);
    if (!res.success) return firstChangeError(res) ?? EMAIL_CHANGE_CONFIRM_TEXT.linkInvalid;
    toast({ kind: 'success', message: ACCOUNT_SETTINGS_TEXT.emailUpdated });
    void navigate('/user_settings/', { replace: true });
    return null;
  };

  return (
    <MailedLinkPage
      metaTitle={pageTitle(ACCOUNT_SETTINGS_TEXT.settingsTitle)}
      title={EMAIL_CHANGE_CONFIRM_TEXT.title}
      intro={EMAIL_CHANGE_CONFIRM_TEXT.intro}
      button={EMAIL_CHANGE_CONFIRM_TEXT.button}
      busy={EMAIL_CHANGE_CONFIRM_TEXT.busy}
      finish={finish}
      failure={EMAIL_CHANGE_CONFIRM_TEXT.linkInvalid}
      next={<Link to="/user_settings/">{ACCOUNT_SETTINGS_TEXT.settingsTitle}</Link>}
    />
  );
}
