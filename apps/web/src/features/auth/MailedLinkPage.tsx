import { type ReactNode, useState } from 'react';
import { PageMeta } from '../../lib/meta';
import { useHydrated } from '../../lib/useHydrated';
import { messageOf } from './errorText';
import './auth.css';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; text: string };

export interface MailedLinkPageProps {
  metaTitle: string;
  title: string;
  intro: string;
  button: string;
  busy: string;
  /** Does the link's work: the reason it was refused, or null once done (it then moves on itself). */
  finish: () => Promise<string | null>;
  /** Said when the call fails without a reason of its own. */
  failure: string;
  /** Where a visitor with a refused link can go next. */
  next: ReactNode;
}

/**
 * The page of a link mailed to a listener (sign-up, a new email address). Its work is done by a
 * button, not by opening the page, so a mail scanner that follows links cannot use the link up.
 */
export function MailedLinkPage({ metaTitle, title, intro, button, busy, finish, failure, next }: MailedLinkPageProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const press = async () => {
    setStatus({ kind: 'loading' });
    try {
      const refused = await finish();
      if (refused !== null) setStatus({ kind: 'error', text: refused });
    } catch (error) {
      setStatus({ kind: 'error', text: messageOf(error, failure) });
    }
  };

  return (
    <div className="auth-page">
      <PageMeta title={metaTitle} description={title} noindex />
      <h1>{title}</h1>
      <p>{intro}</p>
      {status.kind === 'error' && (
        <>
          <p className="field__error" role="alert">
            {status.text}
          </p>
          <p>{next}</p>
        </>
      )}
      <button
        type="button"
        className="button button--primary auth-form__submit"
        disabled={!hydrated || status.kind !== 'idle'}
        onClick={() => void press()}
      >
        {status.kind === 'loading' ? busy : button}
      </button>
    </div>
  );
}
