import { MESSAGES, PRODUCT, THEME_COLORS } from '@earshot/contract';
import type { Icon } from './icons';

/**
 * The web app manifest. One theme colour is all a manifest holds: the default theme's; a page
 * in another theme says its own with `<meta name="theme-color">`, which browsers prefer.
 */
export function webAppManifest(icons: readonly Icon[]): object {
  return {
    id: '/',
    name: PRODUCT,
    short_name: PRODUCT,
    description: MESSAGES.siteDescription,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.default,
    theme_color: THEME_COLORS.default,
    icons: icons
      .filter((icon) => icon.purpose !== null)
      .map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}
