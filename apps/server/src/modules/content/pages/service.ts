import { randomInt } from 'node:crypto';
import {
  type FeaturedPage,
  type GenrePage,
  type GenresData,
  type HomePage,
  MESSAGES,
  type SurpriseChannels,
  toOid,
} from '@earshot/contract';
import { errors } from '../../../http/errors';
import type { ChannelService } from '../../catalog';
import type { ContentPagesService } from '../content-pages/service';
import { FreshFor } from './fresh';
import type { PagesRepo } from './repo';

/**
 * How long a built home or genre page is served to every visitor. They are the same for everyone
 * and change only when the catalog is applied, possibly by another process (npm run
 * catalog:apply), so no edit can invalidate them here; a second is too short for anyone to notice,
 * and long enough that a burst of arrivals builds each page once.
 */
export const PAGE_FRESH_MS = 1000;
/** Every genre's page (a few dozen), with room to spare. */
const FRESH_PAGES = 100;

export class PagesService {
  private readonly homes: FreshFor<HomePage>;
  private readonly genrePages: FreshFor<GenrePage>;

  constructor(
    private readonly repo: PagesRepo,
    private readonly channels: ChannelService,
    /** The articles a genre page lists as Channel Chatter. */
    private readonly articles: Pick<ContentPagesService, 'relatedArticles'>,
    clock: () => number = Date.now,
    /** A whole number in [0, n): Surprise Me's draw (tests pass their own). */
    private readonly pick: (n: number) => number = (n) => randomInt(0, n),
  ) {
    this.homes = new FreshFor(PAGE_FRESH_MS, 1, clock);
    this.genrePages = new FreshFor(PAGE_FRESH_MS, FRESH_PAGES, clock);
  }

  async genres(): Promise<GenresData> {
    const [genres, brands] = await Promise.all([this.repo.genresWithCounts(), this.repo.todaysBrandsWithCounts()]);
    return {
      features: genres.map((g) => ({ _id: toOid(g.id), name: g.name, param: g.param, channels: Number(g.channels) })),
      brands: brands.map((b) => ({
        _id: toOid(b.id),
        name: b.name,
        param: b.param,
        channels: Number(b.channels),
        canonical_url: `/featured/${b.param}/`,
      })),
    };
  }

  home(): Promise<HomePage> {
    return this.homes.get('home', () => this.buildHome());
  }

  private async buildHome(): Promise<HomePage> {
    const rows = await this.repo.homeSections();
    const channels = await this.channels.listByIds([...new Set(rows.map((r) => r.channel_id))]);
    const byId = new Map(channels.map((c) => [c._id.$oid, c]));
    const sections = new Map<string, HomePage['sections'][number]>();
    for (const row of rows) {
      let section = sections.get(row.id);
      if (!section) {
        section = { name: row.name, param: row.param, channels: [] };
        sections.set(row.id, section);
      }
      const channel = byId.get(row.channel_id);
      if (channel) section.channels.push(channel);
    }
    return { title: MESSAGES.homeTitle, sections: [...sections.values()] };
  }

  /** A genre's page: its most popular channel featured, the rest after it. Unknown genre: 404. */
  genrePage(param: string): Promise<GenrePage> {
    return this.genrePages.get(param, () => this.buildGenrePage(param));
  }

  private async buildGenrePage(param: string): Promise<GenrePage> {
    const genre = await this.repo.genreByParam(param);
    if (!genre) throw errors.notFound('Genre');
    const [featured = null, ...rest] = await this.channels.listByIds(await this.repo.listedChannelIds('genre', genre.id));
    const related = await this.articles.relatedArticles(genre.id);
    return {
      param: genre.param,
      name: genre.name,
      description: genre.description,
      meta_description: genre.meta_description,
      featuredChannel: featured,
      channels: rest,
      related_articles: related,
    };
  }

  /** A featured collection's page, its channels most popular first. Unknown brand: 404. */
  async featuredPage(param: string): Promise<FeaturedPage> {
    const brand = await this.repo.brandByParam(param);
    if (!brand) throw errors.notFound('Featured page');
    const channels = await this.channels.listByIds(await this.repo.listedChannelIds('brand', brand.id));
    return {
      param: brand.param,
      brand: {
        name: brand.name,
        description: brand.description_html,
        meta_description: htmlToText(brand.description_html),
        featured_artist_id: brand.featured_artist_id ? toOid(brand.featured_artist_id) : null,
      },
      channels,
      article: brand.article_html ? { content: brand.article_html } : null,
    };
  }

  /**
   * Surprise Me: one channel of the genre at random, other than `not` (the one showing) whenever the
   * genre has another. An empty genre answers no channels; an unknown one 404.
   */
  async surprise(param: string, not: string | undefined): Promise<SurpriseChannels> {
    const genre = await this.repo.genreByParam(param);
    if (!genre) throw errors.notFound('Genre');
    let exclude = not ? [not] : [];
    let count = await this.repo.countInGenre(genre.id, exclude);
    if (count === 0 && exclude.length > 0) {
      exclude = [];
      count = await this.repo.countInGenre(genre.id, exclude);
    }
    if (count === 0) return { channels: [] };
    const id = await this.repo.nthInGenre(genre.id, exclude, this.pick(count));
    return { channels: id ? await this.channels.listByIds([id]) : [] };
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Catalog HTML as one line of text (meta descriptions). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}
