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
}

export const DEFAULT_CLIENT_ENV: ClientEnv = { fbAppId: null, version: 'unversioned', adsEnabled: true, adTagUrl: null };
