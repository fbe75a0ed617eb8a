import { channelPath, endpointUrl, SEARCH_ENDPOINTS } from '@earshot/contract';

/** Real addresses of the running catalog for the pages whose address names a catalog entry. */
export interface SamplePages {
  /** The genre page with the most channels (ties: the first in nav order): the heaviest one. */
  genre: string;
  /** That genre's featured channel (else its first), at the address the app links to. */
  channel: string;
  /** The first featured collection in the nav. */
  featured: string;
  /** An artist the search page offers. */
  artist: string;
}

interface Channel {
  name: string;
  oldid: number;
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return (await res.json()) as T;
}

export async function samplePages(baseUrl: string): Promise<SamplePages> {
  const nav = await getJson<{ features: { param: string; channels: number }[]; brands: { param: string }[] }>(baseUrl, '/c/m/json/genres/');
  const genre = nav.features.reduce((best, g) => (g.channels > best.channels ? g : best));
  const genrePage = await getJson<{ featuredChannel: Channel | null; channels: Channel[] }>(baseUrl, `/c/m/json/page/genre/${genre.param}/`);
  const channel = genrePage.featuredChannel ?? genrePage.channels[0];
  // Any artist will do; 'a' is in nearly every name, so the search page always offers some.
  const search = await getJson<{ artist_results: string[] }>(baseUrl, endpointUrl(SEARCH_ENDPOINTS.searchPage, { params: { text: 'a' } }));
  if (!channel || nav.brands.length === 0 || search.artist_results.length === 0) throw new Error(`the catalog lacks a channel in ${genre.param}, a featured collection or an artist`);
  return {
    genre: `/${genre.param}/`,
    channel: channelPath(channel),
    featured: `/featured/${nav.brands[0].param}/`,
    artist: `/artist/${encodeURIComponent(search.artist_results[0])}/`,
  };
}
