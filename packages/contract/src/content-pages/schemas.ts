import { z } from 'zod';

/**
 * One segment of a content page's address: `/page/{slug}/` or `/page/{category}/{slug}/`. Lower-case
 * words joined by hyphens, as the catalog writes them.
 */
export const pageSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a page name (lower-case letters, digits and hyphens)');

/**
 * An article as a tile (001 section 3, "Page (article)", and the genre page's related_articles).
 * `url` is the page's address under /page/ (`season-of-sharing` or `help/faq`); `previewimage` is
 * null when the page has none, and the tile shows the default article image.
 */
export const articleSummary = z.object({
  url: z.string(),
  title: z.string(),
  desc: z.string(),
  previewimage: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** A page as `GET /c/m/pages` lists it: `article` says whether it belongs on /articles/. */
export const pageSummary = articleSummary.extend({ article: z.boolean() });
export type PageSummary = z.infer<typeof pageSummary>;

/** `GET /c/m/pages`: every page, in the catalog's order. */
export const pagesList = z.object({ pages: z.array(pageSummary) });
export type PagesList = z.infer<typeof pagesList>;

/**
 * A content page (001 section 3): `header` is the page's heading, `title` its document title,
 * `desc` its meta description, `content` its body as HTML (sanitised when it was stored) and
 * `shareimage` the image for link previews.
 */
export const contentPage = z.object({
  url: z.string(),
  category: z.string().nullable(),
  header: z.string(),
  title: z.string(),
  desc: z.string(),
  content: z.string().describe('HTML, sanitised on write'),
  shareimage: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;
