import type { ArticleSummary, ContentPage, PageSummary } from '@earshot/contract';

interface SummaryRow {
  url: string;
  title: string;
  description: string;
  previewimage: string | null;
}

/** An article's tile: the articles list and the genre page's Channel Chatter. */
export const presentArticle = (row: SummaryRow): ArticleSummary => ({
  url: row.url,
  title: row.title,
  desc: row.description,
  previewimage: row.previewimage,
});

export const presentPageSummary = (row: SummaryRow & { is_article: number }): PageSummary => ({
  ...presentArticle(row),
  article: row.is_article === 1,
});

export const presentContentPage = (row: {
  url: string;
  category: string | null;
  header: string;
  title: string;
  description: string;
  content_html: string;
  shareimage: string;
}): ContentPage => ({
  url: row.url,
  category: row.category,
  header: row.header,
  title: row.title,
  desc: row.description,
  content: row.content_html,
  shareimage: row.shareimage,
});
