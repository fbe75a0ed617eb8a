import { CONTENT_PAGE_TEXT, pageTitle } from '@earshot/contract';
import { PageMeta } from '../../lib/meta';
import { BrowseLoadError } from '../../features/browse/PageStates';
import { ArticleTile } from '../../features/content-pages/ArticleTile';
import { usePagesList } from '../../api/contentPages';
import '../../features/browse/browse.css';
import '../../features/content-pages/content-pages.css';

const PLACEHOLDERS = 3;

function Articles() {
  const { data, error, refetch } = usePagesList();
  if (data) {
    const articles = data.pages.filter((page) => page.article);
    if (articles.length === 0) return <p className="browse-page__description">{CONTENT_PAGE_TEXT.noArticles}</p>;
    return (
      <ul className="articles-list">
        {articles.map((article) => (
          <li key={article.url}>
            <ArticleTile article={article} />
          </li>
        ))}
      </ul>
    );
  }
  if (error) return <BrowseLoadError pageError={CONTENT_PAGE_TEXT.errorRetrievingArticles} onRetry={refetch} />;
  return (
    <ul className="articles-list" aria-busy="true">
      {Array.from({ length: PLACEHOLDERS }, (_, i) => `placeholder-${i}`).map((key) => (
        <li key={key}>
          <span className="articles-skeleton" />
        </li>
      ))}
    </ul>
  );
}

/** `/articles/`: the pages that are articles, as wide tiles (001 section 2). */
export default function ArticlesPage() {
  return (
    <div className="browse-page">
      <PageMeta title={pageTitle(CONTENT_PAGE_TEXT.articlesTitle)} description={CONTENT_PAGE_TEXT.articlesDescription} canonicalPath="/articles/" />
      <header className="browse-page__intro">
        <h1 className="browse-page__title">{CONTENT_PAGE_TEXT.articlesTitle}</h1>
        <p className="browse-page__description">{CONTENT_PAGE_TEXT.articlesIntro}</p>
      </header>
      <Articles />
    </div>
  );
}
