import { AUTH_TEXT, RETURN_PATH_PARAM, isReturnPath, pageTitle } from '@earshot/contract';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../lib/query';
import { confirmSignUp } from '../../features/auth/actions';
import { MailedLinkPage } from '../../features/auth/MailedLinkPage';
import { toast } from '../../features/toasts/store';

/**
 * /sign-up/confirm/:key/ — the link from the sign-up email. Once the account is made, the visitor
 * goes back to where they were before signing up (the link's `return_to`, a path on this site
 * only), or home.
 */
export default function SignUpConfirmPage() {
  const { key = '' } = useParams();
  const back = useSearchParams()[0].get(RETURN_PATH_PARAM);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async () => {
    const res = await confirmSignUp(api, queryClient, key);
    if (!res.is_valid) return res.errors[0] ?? AUTH_TEXT.signUpLinkInvalid;
    toast({ kind: 'success', message: AUTH_TEXT.signUpComplete });
    void navigate(back !== null && isReturnPath(back) ? back : '/', { replace: true });
    return null;
  };

  return (
    <MailedLinkPage
      metaTitle={pageTitle('Sign Up')}
      title={AUTH_TEXT.signUpConfirmTitle}
      intro={AUTH_TEXT.signUpConfirmIntro}
      button={AUTH_TEXT.signUpConfirmButton}
      busy={AUTH_TEXT.signUpConfirmBusy}
      finish={finish}
      failure={AUTH_TEXT.signUpLinkInvalid}
      next={
        <>
          <Link to="/sign-up/">Sign up again</Link> or <Link to="/log-in/">log in</Link>
        </>
      }
    />
  );
}
