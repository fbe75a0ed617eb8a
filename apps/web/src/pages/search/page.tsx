import { SEARCH_TEXT, type SearchPage as SearchPageData, pageTitle } from '@earshot/contract';
import { useQuery } from '../../lib/query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { PageMeta } from '../../lib/meta';
import { TileList } from '../../features/channels/TileList';
import { artistPath, keywordPath, searchPageQuery } from '../../api/search';
import { NoResults, ResultsSkeleton } from '../../features/search/ResultStates';
import '../../ui/chips.css';
import '../../features/search/results.css';
import { LoadError } from '../../ui/LoadError';

function TermList({ heading, terms, href }: { heading: string; terms: string[]; href(term: string): string }) {
  const headingId = useId();
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="results-page__section-title">
        {heading}
      </h2>
      <ul className="chip-list">
        {terms.map((term) => (
          <li key={term}>
            <Link className="chip" to={href(term)}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ page }: { page: SearchPageData }) {
  const channelsId = useId();
  const empty = page.artist_results.length + page.keyword_results.length + page.channelResults.length === 0;
  return (
    <>
      <TermList heading={SEARCH_TEXT.artists} terms={page.artist_results} href={artistPath} />
      <TermList heading={SEARCH_TEXT.keywordResults} terms={page.keyword_results} href={keywordPath} />
      {page.channelResults.length > 0 && (
        <section aria-labelledby={channelsId}>
          <h2 id={channelsId} className="results-page__section-title">
            {SEARCH_TEXT.channelResults}
          </h2>
          <TileList channels={page.channelResults} />
        </section>
      )}
      {empty && <NoResults text={SEARCH_TEXT.noResults} />}
    </>
  );
}

/** /search/{text}/: artists (to /artist/{name}), keywords and genres (to /keyword/{term}) and channel tiles. */
export default function SearchPage() {
  const text = useParams().param ?? '';
  const { data, error, refetch } = useQuery(searchPageQuery(useApi(), text));
  return (
    <div className="results-page">
      {/* Results change with the catalog and the ranking: not pages for search engines to keep. */}
      <PageMeta title={pageTitle(SEARCH_TEXT.resultsTitle)} description={SEARCH_TEXT.searchDescription(text)} noindex />
      <header>
        <h1 className="results-page__title">{SEARCH_TEXT.resultsTitle}</h1>
        <p className="results-page__lead">{SEARCH_TEXT.resultsFor(text)}</p>
      </header>
      {data ? (
        <Results page={data} />
      ) : error ? (
        <LoadError message={SEARCH_TEXT.searchPageError} onRetry={() => void refetch()} />
      ) : (
        <ResultsSkeleton />
      )}
    </div>
  );
}
