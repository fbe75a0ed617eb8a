import { MESSAGES, pageTitle } from '@earshot/contract';
import { Link } from 'react-router';
import { PageMeta } from '../../lib/meta';
import './not-found.css';

export function NotFoundPage() {
  return (
    <section className="status-page">
      <PageMeta title={pageTitle('Page Not Found')} description={MESSAGES.notFound} noindex />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{MESSAGES.notFound}</h1>
      <p>The link may be out of date, or the page may have moved.</p>
      <p className="status-page__actions">
        <Link className="button button--primary" to="/">
          Browse channels
        </Link>
        <Link className="button button--secondary" to="/page/contact/">
          {MESSAGES.reportBadLink}
        </Link>
      </p>
    </section>
  );
}
