import { z } from 'zod';
import { channel } from '../schemas';
import { SEARCH_LIMITS } from './limits';

/** The search box's call and the search, artist and keyword page data (001 sections 2, 4, 7). */
const searchText = z.string().max(SEARCH_LIMITS.queryMaxChars, `must be at most ${SEARCH_LIMITS.queryMaxChars} characters`);

/** GET /c/m/json/channel_search/?k=…&q=true&w=true (`q` and `w` are the spec's flags; the answer is the same). */
export const channelSearchQuery = z.object({
  k: searchText.default(''),
  q: z.string().optional(),
  w: z.string().optional(),
});

/** The box's answer: channels by name and legacy id, artist names, keyword and genre terms (each links to /keyword/{term}). */
export const channelSearchResults = z.object({
  channel_id_results: z.array(z.object({ name: z.string(), oldid: z.number().int() })),
  artist_results: z.array(z.string()),
  keyword_results: z.array(z.string()),
});
export type ChannelSearchResults = z.infer<typeof channelSearchResults>;

/** What the box suggests on focus with no text: Smooth Jazz, Classical and two artists of the catalog. */
export const searchSuggestions = z.object({ suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof searchSuggestions>;
export const FIXED_SUGGESTIONS = ['Smooth Jazz', 'Classical'] as const;

export const searchPageParams = z.object({ text: searchText });
/** GET /c/m/json/page/search/{text}/: the results page. */
export const searchPage = z.object({
  artist_results: z.array(z.string()),
  keyword_results: z.array(z.string()),
  channelResults: z.array(channel),
});
export type SearchPage = z.infer<typeof searchPage>;

export const artistPageParams = z.object({ name: searchText.min(1) });
/** GET /c/m/json/page/artist/{name}/: the channels with songs by that artist (404 when none). */
export const artistPage = z.object({ name: z.string(), channels: z.array(channel) });
export type ArtistPage = z.infer<typeof artistPage>;

export const keywordPageParams = z.object({ term: searchText.min(1) });
/** GET /c/m/json/page/keyword/{term}/: the channels with that keyword or in that genre (404 when none). */
export const keywordPage = z.object({ term: z.string(), channels: z.array(channel) });
export type KeywordPage = z.infer<typeof keywordPage>;
