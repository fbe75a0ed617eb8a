/** Pages opened from an emailed one-time link: the key is in the address, where a third-party script could read it. */
const KEYED_PAGES = /^\/(reset-password|sign-up\/confirm|change-email\/confirm)\//;

export function carriesSecretKey(pathname: string): boolean {
  return KEYED_PAGES.test(pathname);
}
