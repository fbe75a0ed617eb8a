import { pageSlug } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { FULL_CATALOG, TEST_CATALOG } from '../types';
import { planGenres } from './genres';
import { PAGE_DEFS, buildPages } from './pages';

const full = planGenres(FULL_CATALOG).genres;
const { pages, pageGenres } = buildPages(full);
const byUrl = new Map(pages.map((p) => [p.url, p]));

/** Where the site links to content pages: /season, the footer and account panel (apps/web/src/layout), the 404 page. */
const LINKED = [
  'season-of-sharing', 'help', 'advertise', 'submit-music', 'terms-of-service', 'privacy-policy', 'do-not-sell', 'contact',
  'apps/alexa', 'apps/iphone', 'apps/android', 'apps/sonos',
];

/** Tag names in order, opening and closing, for a balance check (the content uses no void elements but <br>). */
function unbalanced(html: string): string | null {
  const stack: string[] = [];
  for (const [, close, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (name === 'br') continue;
    if (!close) stack.push(name);
    else if (stack.pop() !== name) return name;
  }
  return stack.length ? stack[stack.length - 1] : null;
}

describe('content pages', () => {
  it('are a modest set with unique, well-formed addresses and ids', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages.length).toBeLessThanOrEqual(24);
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    for (const page of pages) {
      const parts = page.url.split('/');
      expect(parts.length).toBeLessThanOrEqual(2);
      for (const part of parts) expect(pageSlug.safeParse(part).success, page.url).toBe(true);
      expect(page.category).toBe(parts.length === 2 ? parts[0] : null);
      expect(page.id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('include every page the site links to', () => {
    for (const url of LINKED) expect(byUrl.has(url), url).toBe(true);
  });

  it('have text everywhere, balanced HTML, and internal links that lead to pages that exist', () => {
    const genreParams = new Set(full.map((g) => g.param));
    for (const page of pages) {
      for (const field of [page.header, page.title, page.description, page.content_html]) expect(field.trim().length).toBeGreaterThan(0);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(unbalanced(page.content_html), page.url).toBeNull();
      expect(page.content_html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      for (const [, href] of page.content_html.matchAll(/href="([^"]*)"/g)) {
        const target = /^\/page\/(.+)\/$/.exec(href);
        if (target) expect(byUrl.has(target[1]), `${page.url} → ${href}`).toBe(true);
        const genre = /^\/([a-z0-9-]+)\/$/.exec(href);
        if (genre && !['user_settings', 'theme_settings', 'five-star', 'workday-channels', 'articles'].includes(genre[1])) {
          expect(genreParams.has(genre[1]), `${page.url} → ${href}`).toBe(true);
        }
      }
    }
  });

  it('have articles, some without a preview image of their own, each linked to genres that exist', () => {
    const articles = pages.filter((p) => p.is_article === 1);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.some((p) => p.previewimage === null)).toBe(true);
    expect(articles.some((p) => p.previewimage !== null)).toBe(true);
    for (const page of pages) expect(page.shareimage).toMatch(/^\/img\/articles\/[0-9a-f]{24}\.svg$/);
    // Every genre an article names is in the full catalog: a typo would silently drop the link.
    const named = PAGE_DEFS.flatMap((d) => d.genres ?? []);
    expect(pageGenres).toHaveLength(named.length);
    for (const article of articles) expect(pageGenres.some((l) => l.page_id === article.id)).toBe(true);
    // Only articles are related to genres.
    for (const link of pageGenres) expect(pages.find((p) => p.id === link.page_id)?.is_article).toBe(1);
    // The jazz page has more than a row of Channel Chatter, so it shows 'Show more'.
    const jazz = full.find((g) => g.param === 'jazz');
    expect(pageGenres.filter((l) => l.genre_id === jazz?.id).length).toBeGreaterThan(3);
  });

  it("keep the links to the genres a small catalog has, and the same pages", () => {
    const small = planGenres(TEST_CATALOG).genres;
    const built = buildPages(small);
    expect(built.pages).toEqual(pages);
    const ids = new Set(small.map((g) => g.id));
    expect(built.pageGenres.length).toBeGreaterThan(0);
    expect(built.pageGenres.every((l) => ids.has(l.genre_id))).toBe(true);
  });
});
