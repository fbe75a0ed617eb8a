import type { ChromeLink } from './links';

// The footer's and the My Account panel's links. Both load lazily, so these stay out of the first
// page load, which carries links.ts whole.

export const APP_LINKS: ChromeLink[] = [
  { label: 'Alexa', to: '/page/apps/alexa/' },
  { label: 'iPhone/iPad', to: '/page/apps/iphone/' },
  { label: 'Android', to: '/page/apps/android/' },
  { label: 'Sonos', to: '/page/apps/sonos/' },
];

export const SOCIAL_LINKS: ChromeLink[] = [
  { label: 'Facebook', to: 'https://www.facebook.com/earshotradio', external: true },
  { label: 'Instagram', to: 'https://www.instagram.com/earshotradio', external: true },
  { label: 'X', to: 'https://x.com/earshotradio', external: true },
];

export const FOOTER_COLUMNS: { title: string; links: ChromeLink[] }[] = [
  {
    title: 'About',
    links: [
      { label: 'Our Story', to: '/about/' },
      { label: 'Help', to: '/page/help/' },
      { label: 'Advertise', to: '/page/advertise/' },
      { label: 'Submit Music', to: '/page/submit-music/' },
      { label: 'Terms of Service', to: '/page/terms-of-service/' },
      { label: 'Privacy Policy', to: '/page/privacy-policy/' },
      { label: 'Do Not Sell My Data', to: '/page/do-not-sell/' },
      { label: 'Themes', to: '/theme_settings/' },
    ],
  },
  {
    title: 'Apps',
    links: APP_LINKS,
  },
  {
    title: 'Connect',
    links: [...SOCIAL_LINKS, { label: 'Contact Us', to: '/page/contact/' }],
  },
];
