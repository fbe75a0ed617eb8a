import { MESSAGES, pageTitle } from '@earshot/contract';
import { PageMeta } from '../../lib/meta';
import './not-found.css';

export function FatalErrorPage() {
  return (
    <section className="status-page">
      <PageMeta title={pageTitle('Something went wrong')} description={MESSAGES.fatalApology} noindex />
      <h1>{MESSAGES.fatalApology}</h1>
      <p>
        If it keeps happening, our <a href="/page/help/">help pages</a> may have an answer.
      </p>
    </section>
  );
}
