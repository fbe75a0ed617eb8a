import { AUTH_TEXT, pageTitle } from '@earshot/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { LogInForm, logInTitle } from '../../features/auth/LogInForm';
import { useIsAuthenticated } from '../../api/accounts';
import { openModal } from '../../features/modals/store';

/** /log-in/: the same form as the modal; a logged-in visitor is sent home. */
export default function LogInPage() {
  const authenticated = useIsAuthenticated();
  const navigate = useNavigate();
  useEffect(() => {
    if (authenticated) void navigate('/', { replace: true });
  }, [authenticated, navigate]);

  return (
    <div className="auth-page">
      <PageMeta title={pageTitle('Log In')} description={AUTH_TEXT.logInTitle} />
      <h1 className="auth-form__title">{logInTitle()}</h1>
      <LogInForm onForgotPassword={() => openModal('resetPassword', {})} />
    </div>
  );
}
