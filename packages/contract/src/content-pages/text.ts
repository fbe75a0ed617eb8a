// Texts of the content pages, the articles list and Channel Chatter. Only lazily loaded pages show
// them, so they live in a module of their own (tree-shaking is per module, see docs/decisions.md
// "First download").
import { PRODUCT } from '../messages';

export const CONTENT_PAGE_TEXT = {
  /** 001 section 8: the content page's error. */
  errorRetrievingPage: 'Error retrieving Page.',
  /** 001 section 8: the articles list's error. */
  errorRetrievingArticles: 'Error retrieving page data. Please try again.',
  articlesTitle: 'Articles',
  articlesIntro: 'Stories, guides and listening tips from the people who build our channels.',
  articlesDescription: `Stories, guides and listening tips from the curators behind ${PRODUCT}’s free music channels.`,
  noArticles: 'No articles yet. Check back soon.',
  /** The genre page's related articles (001 section 2). */
  channelChatter: 'Channel Chatter',
} as const;
