/** The server's environment values the browser may know (the spec's "environment values"), in every page's boot state. */
export interface ClientEnv {
  /** Facebook app id for social log-in and sharing; null when not configured. */
  fbAppId: string | null;
  /** The running build (commit id), 'unversioned' when unknown. */
  version: string;
  /** False when the operator turned every ad off (ADS_ENABLED=false): no display slots, no audio ads. */
  adsEnabled: boolean;
  /** An external ad network's script (AD_TAG_URL) that fills the slots instead of Earshot's own ad server. */
  adTagUrl: string | null;
  /** The site's address (PUBLIC_URL, or a development server's own) for canonical, og:url and share links (siteUrl()). */
  siteUrl: string;
}

/** `siteUrl`: a development server's on the default port; a server always sends its own. */
export const DEFAULT_CLIENT_ENV: ClientEnv = { fbAppId: null, version: 'unversioned', adsEnabled: true, adTagUrl: null, siteUrl: 'http://127.0.0.1:8080' };
