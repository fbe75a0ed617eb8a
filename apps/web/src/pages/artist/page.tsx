import { SEARCH_TEXT } from '@earshot/contract';
import { useQuery } from '../../lib/query';
import { useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { ChannelsPage } from '../../features/search/ChannelsPage';
import { artistPageQuery, artistPath, isNotFound } from '../../api/search';
import { ResultsSkeleton } from '../../features/search/ResultStates';
import { LoadError } from '../../ui/LoadError';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** /artist/{name}/: 'Artist: {name}' and the channels with songs by that artist. */
export default function ArtistPage() {
  const name = useParams().param ?? '';
  const { data, error, refetch } = useQuery(artistPageQuery(useApi(), name));
  if (data) {
    return (
      <ChannelsPage
        heading={SEARCH_TEXT.artistTitle(data.name)}
        description={SEARCH_TEXT.artistDescription(data.name)}
        canonicalPath={artistPath(data.name)}
        channels={data.channels}
      />
    );
  }
  if (isNotFound(error)) return <NotFoundPage />;
  if (error) return <LoadError message={SEARCH_TEXT.artistError} onRetry={() => void refetch()} />;
  return <ResultsSkeleton />;
}
