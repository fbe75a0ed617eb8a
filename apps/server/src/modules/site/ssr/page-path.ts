/** An absolute-form request target's scheme and authority (`GET http://host/path`, RFC 9112 section 3.2.2). */
const SCHEME_AND_AUTHORITY = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * The path (and query) a page is rendered for, from the request target. Only the path counts: an
 * absolute-form target's host is dropped like the Host header. A run of slashes or backslashes is
 * one slash, as a browser reads a backslash: `//` is the home page, and `//host/about/` or
 * `/\host/about/` is a path on this site, never another host's page.
 */
export function pagePath(target: string): string {
  const pathAndQuery = target.replace(SCHEME_AND_AUTHORITY, '');
  const queryStart = pathAndQuery.indexOf('?');
  const path = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const query = queryStart === -1 ? '' : pathAndQuery.slice(queryStart);
  return `/${path}`.replace(/[/\\]+/g, '/') + query;
}
