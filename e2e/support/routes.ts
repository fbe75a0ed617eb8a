/** Channel, artist and keyword addresses from the demo catalog, so the walk needs no fixed names. */
export interface CatalogSamples {
  genre: string;
  brand: string;
  channelPath: string;
  channelId: string;
  artist: string;
  keyword: string;
}

export interface RouteVisit {
  /** The address typed into the browser; a function for one made from the catalog, named by `label`. */
  path: string | ((samples: CatalogSamples) => string);
  label?: string;
  status?: number;
  /** Where a redirect lands. */
  landsOn?: string | RegExp;
  /** The page's level-one heading; any non-empty one when not given. */
  heading?: string | RegExp;
}

export async function catalogSamples(baseUrl: string): Promise<CatalogSamples> {
  const json = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();
  const genres = await json('/c/m/json/genres/');
  const genre = genres.features[0].param as string;
  const genrePage = await json(`/c/m/json/page/genre/${genre}/`);
  const channel = genrePage.featuredChannel;
  const featured = await json(`/c/m/json/channel/${channel._id.$oid}/featured/`);
  const found = await json('/c/m/json/channel_search/?k=jazz&q=true&w=true');
  return {
    genre,
    brand: genres.brands[0].param,
    channelPath: `/channel/${encodeURIComponent(channel.name)}/${channel.oldid}/`,
    channelId: channel._id.$oid,
    artist: featured.tracks[0].track_artist,
    keyword: found.keyword_results[0],
  };
}

export function routeName(route: RouteVisit): string {
  return typeof route.path === 'string' ? route.path : (route.label ?? 'a catalog route');
}

export function routePath(route: RouteVisit, samples: CatalogSamples): string {
  return typeof route.path === 'function' ? route.path(samples) : route.path;
}

const NOT_FOUND = "We couldn't find this page :(";
const HOME = 'Hundreds of music channels — all 100% free!';

/** Every route of 001 section 2 a visitor can open without an account, and the not-found page. */
export const ANONYMOUS_ROUTES: RouteVisit[] = [
  { path: '/', heading: HOME },
  { path: '/about/' },
  { path: '/log-in/' },
  { path: '/sign-up/' },
  { path: '/byebye/' },
  { path: '/theme_settings/' },
  { path: '/five-star/', heading: 'Five-Star Radio' },
  { path: '/5star', landsOn: '/five-star/', heading: 'Five-Star Radio' },
  { path: '/maggotbrain', landsOn: '/featured/maggotbrain/' },
  { path: '/reset-password/not-a-real-key/' },
  { path: '/sign-up/confirm/not-a-real-key/', heading: 'Finish signing up' },
  { path: '/change-email/confirm/not-a-real-key/', heading: 'Confirm your new email address' },
  { path: '/season', landsOn: '/page/season-of-sharing/' },
  { path: '/articles/' },
  { path: '/page/help/' },
  { path: '/page/help/five-star-radio/' },
  { path: '/workday-channels/' },
  { path: '/holiday-channels-2024/' },
  { path: '/christmas-music/' },
  { path: '/holiday-music/' },
  { path: '/mostpopular/' },
  { path: '/newest/' },
  { path: '/welcome/' },
  { label: '/{genre}/', path: (s) => `/${s.genre}/` },
  { label: '/featured/{brand}/', path: (s) => `/featured/${s.brand}/` },
  { label: '/channel/{name}/{oldid}/', path: (s) => s.channelPath },
  { label: '/channel/{id}/', path: (s) => `/channel/${s.channelId}/` },
  { label: '/player/{id}/', path: (s) => `/player/${s.channelId}/` },
  { path: '/search/jazz/', heading: 'Channel search results' },
  { label: '/artist/{name}/', path: (s) => `/artist/${encodeURIComponent(s.artist)}/`, heading: /^Artist: / },
  { label: '/keyword/{term}/', path: (s) => `/keyword/${encodeURIComponent(s.keyword)}/`, heading: /^Keyword: / },
  { path: '/no-such-genre/', status: 404, heading: NOT_FOUND },
  { path: '/channel/not-a-channel/', status: 404, heading: NOT_FOUND },
  { path: '/player/000000000000000000000000/', status: 404, heading: NOT_FOUND },
  { path: '/player/not-a-channel/', status: 404, heading: NOT_FOUND },
  { path: '/featured/no-such-brand/', status: 404, heading: NOT_FOUND },
  { path: '/page/no-such-page/', status: 404, heading: NOT_FOUND },
  { path: '/a/path/nobody/links/to/', status: 404, heading: NOT_FOUND },
];

/** The routes a logged-in listener sees differently, or only when logged in. */
export const LOGGED_IN_ROUTES: RouteVisit[] = [
  { path: '/user_settings/', heading: 'Account Settings' },
  { path: '/favorites/' },
  { path: '/history/' },
  { path: '/track-history/' },
  { path: '/ratings-history/' },
  { path: '/five-star/', heading: 'Five-Star Radio' },
  { label: '/player/{id}/', path: (s) => `/player/${s.channelId}/` },
  { path: '/log-in/', landsOn: '/', heading: HOME },
];
