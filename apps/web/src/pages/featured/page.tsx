import { BROWSE_TEXT, type FeaturedPage as FeaturedPageData, pageTitle } from '@earshot/contract';
import { useId } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { ChannelHero } from '../../features/browse/ChannelHero';
import { BrowseLoadError, BrowseSkeleton } from '../../features/browse/PageStates';
import { isUnknownPage, useFeaturedPage } from '../../api/browse';
import { TileList } from '../../features/channels/TileList';
import { NotFoundPage } from '../not-found/NotFoundPage';
import '../../features/browse/browse.css';

function Featured({ page }: { page: FeaturedPageData }) {
  const moreId = useId();
  const [hero, ...more] = page.channels;
  return (
    <div className="browse-page">
      <PageMeta
        title={pageTitle(page.brand.name)}
        description={page.brand.meta_description}
        canonicalPath={`/featured/${page.param}/`}
        image={hero?.image}
      />
      <header className="browse-page__intro">
        <h1 className="browse-page__title">{page.brand.name}</h1>
        {/*
          Trusted HTML: brands.description_html and article_html are our own catalog content, made by
          the catalog generator (packages/catalog, text escaped there) or an operator's ingest; no
          listener can write them. Anything user-written must never reach this element.
        */}
        <div className="browse-page__description browse-html" dangerouslySetInnerHTML={{ __html: page.brand.description }} />
      </header>
      {hero && <ChannelHero channel={hero} />}
      {page.article && <article className="browse-article browse-html" dangerouslySetInnerHTML={{ __html: page.article.content }} />}
      {more.length > 0 && (
        <section className="browse-section" aria-labelledby={moreId}>
          <h2 id={moreId} className="browse-section__title">
            {BROWSE_TEXT.moreFromBrand(page.brand.name)}
          </h2>
          <TileList channels={more} />
        </section>
      )}
    </div>
  );
}

/** `/featured/:param/`: a featured collection (brand). Unknown: the 404 page (the loader sends 404 from the server). */
export default function FeaturedPage() {
  const param = useParams().param ?? '';
  const { data, error, refetch } = useFeaturedPage(param);
  if (data) return <Featured page={data} />;
  if (isUnknownPage(error)) return <NotFoundPage />;
  if (error) return <BrowseLoadError pageError={BROWSE_TEXT.errorFetchingPage} onRetry={refetch} />;
  return <BrowseSkeleton />;
}
