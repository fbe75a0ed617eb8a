/**
 * An absolute URL on this site: its address (PUBLIC_URL; ClientEnv.siteUrl in the browser) and one of
 * its paths. Every link the site writes for use elsewhere (canonical, og:url, share links, mail,
 * robots.txt, the sitemap) is made here, never from a request's Host, scheme or path.
 */
export function siteUrl(site: string, path: string): string {
  // Appended, not resolved: resolved against the site, `//host/` or `/\host/` would name another host;
  // and a path without its leading slash (`.evil.example/`) would lengthen the host name.
  if (!path.startsWith('/')) throw new Error(`not a path on the site: ${path}`);
  return new URL(`${site}${path}`).href;
}
