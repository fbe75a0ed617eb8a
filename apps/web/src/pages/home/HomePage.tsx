import { MESSAGES, PRODUCT, pageTitle, UI_TEXT } from '@earshot/contract';
import { Fragment, Suspense, lazy } from 'react';
import { useHomePage } from '../../api/home';
import { PageMeta } from '../../lib/meta';
import { HomeVideoAd } from '../../features/ads/HomeVideoAd';
import { useIsAuthenticated } from '../../api/accounts';
import { LoadError } from '../../ui/LoadError';
import { TileSkeletons } from '../../ui/TileGrid';
import { FeaturedSection } from './FeaturedSection';
import './home.css';

/**
 * Only logged-in listeners have these rows, so their code is a chunk of its own. The element is
 * made once: a boundary still waiting for its chunk during hydration must not see new props.
 */
const MyChannelRows = lazy(() => import('./MyChannelRows'));
const myChannelRows = (
  <Suspense fallback={null}>
    <MyChannelRows />
  </Suspense>
);

function Sections() {
  const { data, isPending, isError, refetch } = useHomePage();
  if (isPending) return <TileSkeletons />;
  if (isError) return <LoadError message={UI_TEXT.errorLoadingPage} onRetry={() => void refetch()} />;
  // The video ad sits after the first row: at the top it would be the page's largest paint, a
  // second late, and cost the page its Largest Contentful Paint.
  return data.sections.map((section, i) => (
    <Fragment key={section.param}>
      <FeaturedSection section={section} />
      {i === 0 && <HomeVideoAd />}
    </Fragment>
  ));
}

export function HomePage() {
  const authenticated = useIsAuthenticated();
  return (
    <div className="home">
      <PageMeta title={pageTitle(PRODUCT)} description={MESSAGES.siteDescription} />
      <header className="home__intro">
        <h1 className="home__title">{MESSAGES.homeTitle}</h1>
        <p className="home__blurb">{MESSAGES.homeAtWorkBlurb}</p>
        <p className="home__prompt">{MESSAGES.homeClickPrompt}</p>
      </header>
      {authenticated && myChannelRows}
      <Sections />
    </div>
  );
}
