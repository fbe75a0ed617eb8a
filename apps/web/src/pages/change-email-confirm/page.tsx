import { AUTH_TEXT, pageTitle } from '@earshot/contract';
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
    if (!res.success) return firstChangeError(res) ?? AUTH_TEXT.emailChangeLinkInvalid;
    toast({ kind: 'success', message: AUTH_TEXT.emailUpdated });
    void navigate('/user_settings/', { replace: true });
    return null;
  };

  return (
    <MailedLinkPage
      metaTitle={pageTitle(AUTH_TEXT.settingsTitle)}
      title={AUTH_TEXT.emailChangeConfirmTitle}
      intro={AUTH_TEXT.emailChangeConfirmIntro}
      button={AUTH_TEXT.emailChangeConfirmButton}
      busy={AUTH_TEXT.emailChangeConfirmBusy}
      finish={finish}
      failure={AUTH_TEXT.emailChangeLinkInvalid}
      next={<Link to="/user_settings/">{AUTH_TEXT.settingsTitle}</Link>}
    />
  );
}
