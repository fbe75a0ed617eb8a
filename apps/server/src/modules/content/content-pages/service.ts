import { type ArticleSummary, type ContentPage, type PagesList, contentPageUrl } from '@earshot/contract';
import { errors } from '../../../http/errors';
import { presentArticle, presentContentPage, presentPageSummary } from './presenter';
import type { ContentPagesRepo } from './repo';

/** Content pages (`/page/…`), the articles list and the articles related to a genre. */
export class ContentPagesService {
  constructor(private readonly repo: ContentPagesRepo) {}

  async list(): Promise<PagesList> {
    return { pages: (await this.repo.all()).map(presentPageSummary) };
  }

  /** `/page/{slug}/` or `/page/{category}/{slug}/`. Unknown: 404. */
  async page(slug: string, category?: string): Promise<ContentPage> {
    const row = await this.repo.byUrl(contentPageUrl(slug, category));
    if (!row) throw errors.notFound('Page');
    return presentContentPage(row);
  }

  /** The genre page's Channel Chatter. */
  async relatedArticles(genreId: string): Promise<ArticleSummary[]> {
    return (await this.repo.relatedToGenre(genreId)).map(presentArticle);
  }
}
