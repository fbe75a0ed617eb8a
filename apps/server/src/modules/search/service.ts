import {
  type ArtistPage,
  type ChannelSearchResults,
  FIXED_SUGGESTIONS,
  type KeywordPage,
  SEARCH_LIMITS,
  type SearchPage,
  type SearchSuggestions,
} from '@earshot/contract';
import { errors } from '../../http/errors';
import type { ChannelService } from '../catalog';
import { Lru } from '../../lru';
import { normalize } from './normalize';
import { type Ranked, rank } from './rank';
import type { SearchRepo } from './repo';

interface Lists {
  channels: { name: string; oldid: number; id: string }[];
  artists: string[];
  keywords: string[];
}

/** Artists shown beside the fixed suggestions on focus. */
const SUGGESTED_ARTISTS = 2;
/**
 * Answers (the results page's lists; the box cuts them shorter) kept per normalized text. The catalog does not change while the server runs, so an
 * answer never goes stale; and typeahead asks the same prefixes over and over ('s', 'sm', 'smo'…).
 * Each server keeps its own: a miss only costs the lookup.
 */
const CACHED_ANSWERS = 2000;

export class SearchService {
  private readonly cache = new Lru<string, Lists>(CACHED_ANSWERS);

  constructor(
    private readonly repo: SearchRepo,
    private readonly channels: ChannelService,
  ) {}

  /** The three ranked lists for `text`, as long as the results page shows; empty or whitespace-only text finds nothing. */
  private async lists(text: string): Promise<Lists> {
    const query = normalize(text);
    if (!query) return { channels: [], artists: [], keywords: [] };
    const cached = this.cache.get(query);
    if (cached) return cached;
    const ranked = rank(query, await this.repo.candidates(query));
    const of = (kind: Ranked['kind'], n: number) => ranked.filter((r) => r.kind === kind).slice(0, n);
    const lists = {
      channels: of('channel', SEARCH_LIMITS.pageChannelsMax).map((c) => ({ name: c.term, oldid: c.oldid ?? 0, id: c.channel_id ?? '' })),
      artists: of('artist', SEARCH_LIMITS.pageTermsMax).map((r) => r.term),
      keywords: of('keyword', SEARCH_LIMITS.pageTermsMax).map((r) => r.term),
    };
    this.cache.set(query, lists);
    return lists;
  }

  /** The box's dropdown. */
  async box(text: string): Promise<ChannelSearchResults> {
    const per = SEARCH_LIMITS.dropdownPerGroup;
    const { channels, artists, keywords } = await this.lists(text);
    return {
      channel_id_results: channels.slice(0, per).map(({ name, oldid }) => ({ name, oldid })),
      artist_results: artists.slice(0, per),
      keyword_results: keywords.slice(0, per),
    };
  }

  /** The results page: the same ranking, longer lists, channels whole (for tiles). */
  async page(text: string): Promise<SearchPage> {
    const { channels, artists, keywords } = await this.lists(text);
    return { artist_results: artists, keyword_results: keywords, channelResults: await this.channels.listByIds(channels.map((c) => c.id)) };
  }

  async suggestions(): Promise<SearchSuggestions> {
    return { suggestions: [...FIXED_SUGGESTIONS, ...(await this.repo.topArtists(SUGGESTED_ARTISTS))] };
  }

  /** An artist by name, in any case or accents; 404 when no curated channel plays them. */
  async artist(name: string): Promise<ArtistPage> {
    const spelled = await this.repo.spelling('artist', normalize(name));
    const ids = spelled ? await this.repo.channelIdsByArtist(spelled) : [];
    if (ids.length === 0) throw errors.notFound('Artist');
    return { name: spelled as string, channels: await this.channels.listByIds(ids) };
  }

  /** A keyword or genre by name, in any case; 404 when no curated channel has it. */
  async keyword(term: string): Promise<KeywordPage> {
    const spelled = await this.repo.spelling('keyword', normalize(term));
    const ids = spelled ? await this.repo.channelIdsByKeyword(spelled) : [];
    if (ids.length === 0) throw errors.notFound('Keyword');
    return { term: spelled as string, channels: await this.channels.listByIds(ids) };
  }
}
