import { BROWSE_TEXT, type GenrePage as GenrePageData, pageTitle } from '@earshot/contract';
import { useId } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { BrowseAllGenres } from '../../layout/BrowseAllGenres';
import { ChannelHero } from '../../features/browse/ChannelHero';
import { BrowseLoadError, BrowseSkeleton } from '../../features/browse/PageStates';
import { isUnknownPage, useFeaturedPage, useGenrePage } from '../../api/browse';
import { SurpriseTile } from '../../features/browse/SurpriseTile';
import { ChannelChatter } from '../../features/content-pages/ChannelChatter';
import { TileList } from '../../features/channels/TileList';
import { NotFoundPage } from '../not-found/NotFoundPage';
import '../../features/browse/browse.css';

function Genre({ page }: { page: GenrePageData }) {
  const featuredId = useId();
  const moreId = useId();
  return (
    <div className="browse-page">
      <PageMeta
        title={pageTitle(page.name)}
        description={page.meta_description || page.description}
        canonicalPath={`/${page.param}/`}
        image={page.featuredChannel?.image}
      />
      <header className="browse-page__intro">
        <h1 className="browse-page__title">{page.name}</h1>
        <p className="browse-page__description">{page.description}</p>
        <BrowseAllGenres />
      </header>
      {page.featuredChannel && (
        <section className="browse-section" aria-labelledby={featuredId}>
          <h2 id={featuredId} className="browse-section__title">
            {BROWSE_TEXT.featuredChannel}
          </h2>
          <ChannelHero channel={page.featuredChannel} headingLevel={3} />
        </section>
      )}
      {/* 'No Channels Found' is not an error (001 section 8): a genre without channels has no list. */}
      {page.featuredChannel && (
        <section className="browse-section" aria-labelledby={moreId}>
          <h2 id={moreId} className="browse-section__title">
            {BROWSE_TEXT.moreGenreChannels(page.name)}
          </h2>
          <TileList channels={page.channels} leading={<SurpriseTile param={page.param} />} />
        </section>
      )}
      <ChannelChatter articles={page.related_articles} />
    </div>
  );
}

/** A param that is a brand, not a genre: its featured page. Asked only once the genre is known not to exist. */
function BrandOrNotFound({ param }: { param: string }) {
  const brand = useFeaturedPage(param);
  if (brand.data) return <Navigate to={`/featured/${param}/`} replace />;
  if (brand.isPending) return <BrowseSkeleton />;
  return <NotFoundPage />;
}

/**
 * `/:param/`: a genre page, or a brand's (sent on to its one address, /featured/{param}/). The route's
 * loader answers 404 on the server for neither; in the browser the page finds out here.
 */
export default function GenrePage() {
  const param = useParams().param ?? '';
  const { data, error, refetch } = useGenrePage(param);
  if (data) return <Genre page={data} />;
  if (isUnknownPage(error)) return <BrandOrNotFound param={param} />;
  if (error) return <BrowseLoadError pageError={BROWSE_TEXT.errorFetchingPage} onRetry={refetch} />;
  return <BrowseSkeleton />;
}
