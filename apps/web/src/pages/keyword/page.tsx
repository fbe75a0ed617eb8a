import { SEARCH_TEXT } from '@earshot/contract';
import { useQuery } from '../../lib/query';
import { useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { ChannelsPage } from '../../features/search/ChannelsPage';
import { isNotFound, keywordPageQuery, keywordPath } from '../../api/search';
import { ResultsSkeleton } from '../../features/search/ResultStates';
import { LoadError } from '../../ui/LoadError';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** /keyword/{term}/: 'Keyword: {term}' and the channels with that keyword or in that genre. */
export default function KeywordPage() {
  const term = useParams().param ?? '';
  const { data, error, refetch } = useQuery(keywordPageQuery(useApi(), term));
  if (data) {
    return (
      <ChannelsPage
        heading={SEARCH_TEXT.keywordTitle(data.term)}
        description={SEARCH_TEXT.keywordDescription(data.term)}
        canonicalPath={keywordPath(data.term)}
        channels={data.channels}
      />
    );
  }
  if (isNotFound(error)) return <NotFoundPage />;
  if (error) return <LoadError message={SEARCH_TEXT.keywordError} onRetry={() => void refetch()} />;
  return <ResultsSkeleton />;
}
