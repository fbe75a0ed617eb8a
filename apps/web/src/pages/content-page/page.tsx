import { CONTENT_PAGE_TEXT, type ContentPage as ContentPageData, contentPagePath, pageTitle } from '@earshot/contract';
import { useParams } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { BrowseLoadError } from '../../features/browse/PageStates';
import { ContentHtml } from '../../features/content-pages/ContentHtml';
import { isShowableContentPage, isUnknownContentPage, routeContentPageUrl, useContentPage } from '../../api/contentPages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import '../../features/browse/browse.css';
import '../../features/content-pages/content-pages.css';

function Content({ page }: { page: ContentPageData }) {
  return (
    <article className="content-page">
      <PageMeta title={pageTitle(page.title)} description={page.desc} canonicalPath={contentPagePath(page.url)} image={page.shareimage} />
      <h1 className="content-page__header">{page.header}</h1>
      <ContentHtml className="content-page__body" html={page.content} />
    </article>
  );
}

/** While the page loads: its heading's and first paragraphs' shapes (001: the page shows once its data is in). */
function ContentSkeleton() {
  return (
    <div className="content-page" aria-busy="true">
      <span className="browse-skeleton browse-skeleton--title" />
      {[0, 1, 2, 3].map((line) => (
        <span key={line} className="browse-skeleton browse-skeleton--line" />
      ))}
    </div>
  );
}

/**
 * `/page/:urlslug/` and `/page/:pageCategory/:urlslug/`: a content page. Unknown (or empty): the 404
 * page, with status 404 from the server (the route's loader).
 */
export default function ContentPage() {
  const { data, error, status, refetch } = useContentPage(routeContentPageUrl(useParams()));
  if (isShowableContentPage(data)) return <Content page={data} />;
  if (status === 'success' || isUnknownContentPage(error)) return <NotFoundPage />;
  if (error) return <BrowseLoadError pageError={CONTENT_PAGE_TEXT.errorRetrievingPage} onRetry={refetch} />;
  return <ContentSkeleton />;
}
