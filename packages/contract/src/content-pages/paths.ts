/** The content pages' own addresses, and their art. */
const enc = encodeURIComponent;

/** A page's `url` (`faq` or `help/faq`) as encoded path segments. */
const segments = (url: string) => url.split('/').map(enc).join('/');

/** Where a page is shown: `/page/{url}/`. */
export const contentPagePath = (url: string) => `/page/${segments(url)}/`;

/** The page's `url` from the route's params (`/page/:urlslug/`, `/page/:pageCategory/:urlslug/`). */
export const contentPageUrl = (urlslug: string, pageCategory?: string) => (pageCategory ? `${pageCategory}/${urlslug}` : urlslug);

/** Generated art for pages (apps/server/src/modules/site/art): one image per page, and the default. */
export const ARTICLE_ART = {
  base: '/img/articles/',
  /** Shown for an article without a preview image, and when one fails to load. */
  defaultImage: '/img/articles/default.svg',
} as const;

export const articleImageUrl = (pageId: string) => `${ARTICLE_ART.base}${pageId}.svg`;
