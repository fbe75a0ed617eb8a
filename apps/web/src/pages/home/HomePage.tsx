import { MESSAGES, PRODUCT, pageTitle, UI_TEXT } from '@earshot/contract';
import { useHomePage } from '../../api/queries';
import { PageMeta } from '../../app/meta';
import { LoadError } from '../../ui/LoadError';
import { TileSkeletons } from '../../ui/TileGrid';
import { FeaturedSection } from './FeaturedSection';
import './home.css';

function Sections() {
  const { data, isPending, isError, refetch } = useHomePage();
  if (isPending) return <TileSkeletons />;
  if (isError) return <LoadError message={UI_TEXT.errorLoadingPage} onRetry={() => void refetch()} />;
  return data.sections.map((section) => <FeaturedSection key={section.param} section={section} />);
}

export function HomePage() {
  return (
    <div className="home">
      <PageMeta title={pageTitle(PRODUCT)} description={MESSAGES.siteDescription} />
      <header className="home__intro">
        <h1 className="home__title">{MESSAGES.homeTitle}</h1>
        <p className="home__blurb">{MESSAGES.homeAtWorkBlurb}</p>
        <p className="home__prompt">{MESSAGES.homeClickPrompt}</p>
      </header>
      <Sections />
    </div>
  );
}
