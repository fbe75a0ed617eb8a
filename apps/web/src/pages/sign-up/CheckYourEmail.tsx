import { ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import { useEffect, useRef } from 'react';

/** What replaces the sign-up form once it is sent: the account waits for the emailed link. */
export function CheckYourEmail({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the listener was in is gone; keyboard and screen-reader focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sign-up-sent">
      <h2 ref={heading} tabIndex={-1}>
        {AUTH_TEXT.signUpCheckEmailTitle}
      </h2>
      <p>{AUTH_TEXT.signUpCheckEmail(email, ACCOUNT_LIMITS.signUpLinkHours)}</p>
      <p className="sign-up-sent__hint">{AUTH_TEXT.signUpCheckEmailSpam}</p>
    </div>
  );
}
