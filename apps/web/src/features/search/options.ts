import { type ChannelSearchResults, SEARCH_TEXT, channelPath } from '@earshot/contract';
import { searchPath } from './searchText';
import { artistPath, keywordPath } from '../../api/search';

/** One choice in the dropdown: what it says and where it goes. */
export interface SearchOption {
  label: string;
  href: string;
}

export interface OptionGroup {
  heading: string;
  options: SearchOption[];
}

/** The dropdown's groups in the spec's order; empty ones are left out. */
export function resultGroups(results: ChannelSearchResults): OptionGroup[] {
  return [
    { heading: SEARCH_TEXT.channels, options: results.channel_id_results.map((c) => ({ label: c.name, href: channelPath(c) })) },
    { heading: SEARCH_TEXT.artists, options: results.artist_results.map((a) => ({ label: a, href: artistPath(a) })) },
    { heading: SEARCH_TEXT.keywords, options: results.keyword_results.map((k) => ({ label: k, href: keywordPath(k) })) },
  ].filter((g) => g.options.length > 0);
}

/** On focus with no text: each example leads to its results page. */
export function suggestionGroup(suggestions: string[]): OptionGroup {
  return {
    heading: SEARCH_TEXT.suggestionsHeading,
    options: suggestions.flatMap((s) => {
      const href = searchPath(s);
      return href ? [{ label: s, href }] : [];
    }),
  };
}
