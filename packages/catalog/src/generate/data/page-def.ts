/**
 * A content page as the catalog authors it. `content` is HTML written here by hand; the server
 * still sanitises it when it stores it (apps/server/src/modules/content/content-pages/sanitize.ts).
 */
export interface PageDef {
  /** The page's address under /page/: `slug` or `category/slug`. */
  url: string;
  /** The page's heading. */
  header: string;
  /** Its document title ('{title} - Listen to Free Radio Stations'). */
  title: string;
  /** Meta description, and the text under an article's tile. */
  desc: string;
  content: string;
  /** Listed on /articles/. */
  article: boolean;
  /** Whether its tile has a preview image of its own (otherwise the default shows). */
  preview: boolean;
  /** Genres (by param) whose page lists the article under Channel Chatter, most relevant first. */
  genres?: string[];
}

/** Small builders so the pages below read as prose. Their text is HTML: write `&amp;` for '&'. */
export const p = (...sentences: string[]) => `<p>${sentences.join(' ')}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
export const html = (...blocks: string[]) => blocks.join('');
