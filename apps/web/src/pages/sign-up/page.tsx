import { AUTH_TEXT, pageTitle } from '@earshot/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { usePreviousRoute } from '../../lib/previousRoute';
import { useIsAuthenticated } from '../../api/accounts';
import { SocialLogIn } from '../../features/auth/SocialLogIn';
import { CheckYourEmail } from './CheckYourEmail';
import { SignUpForm } from './SignUpForm';
import '../../features/auth/auth.css';
import './sign-up.css';

export default function SignUpPage() {
  const authenticated = useIsAuthenticated();
  const previous = usePreviousRoute();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  // Logged in already (in another tab, say): back to where the visitor came from.
  useEffect(() => {
    if (authenticated) void navigate(previous ?? '/', { replace: true });
  }, [authenticated, previous, navigate]);

  return (
    <div className="sign-up">
      <PageMeta title={pageTitle('Sign Up')} description={`${AUTH_TEXT.signUpTitle} ${AUTH_TEXT.signUpFeatures.join('. ')}.`} />
      <section className="sign-up__pitch">
        <h1>{AUTH_TEXT.signUpTitle}</h1>
        <ul className="auth-benefits">
          {AUTH_TEXT.signUpFeatures.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p>
          {AUTH_TEXT.haveAccount} <Link to="/log-in/">Log in</Link>
        </p>
      </section>
      <section className="sign-up__form auth-page" aria-label="Sign up form">
        {sentTo ? (
          <CheckYourEmail email={sentTo} />
        ) : (
          <>
            <SignUpForm onSent={setSentTo} returnTo={previous} />
            <SocialLogIn />
          </>
        )}
      </section>
    </div>
  );
}
