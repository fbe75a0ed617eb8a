/** The chrome's fixed links. Pages that do not exist yet answer 404 until their issue lands. */
export interface ChromeLink {
  label: string;
  to: string;
  external?: boolean;
  title?: string;
}

export const FIXED_NAV_LINKS: ChromeLink[] = [
  { label: 'Most Popular', to: '/mostpopular/' },
  { label: 'Workday Channels', to: '/workday-channels/' },
  { label: 'Newest Channels', to: '/newest/' },
  { label: 'Five-Star Radio', to: '/five-star/' },
];

export const ACCOUNT_LINKS: ChromeLink[] = [
  { label: 'Sign Up', to: '/sign-up/' },
  { label: 'Log In', to: '/log-in/' },
  { label: 'Themes', to: '/theme_settings/' },
];

/** Always in the mobile drawer, after the account links. */
export const DRAWER_EXTRA_LINKS: ChromeLink[] = [
  { label: 'Contact Us', to: '/page/contact/' },
  { label: 'Our Story', to: '/about/' },
  { label: 'Help', to: '/page/help/' },
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
    links: [
      { label: 'Alexa', to: '/page/apps/alexa/' },
      { label: 'iPhone/iPad', to: '/page/apps/iphone/' },
      { label: 'Android', to: '/page/apps/android/' },
      { label: 'Sonos', to: '/page/apps/sonos/' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'Facebook', to: 'https://www.facebook.com/earshotradio', external: true },
      { label: 'Instagram', to: 'https://www.instagram.com/earshotradio', external: true },
      { label: 'X', to: 'https://x.com/earshotradio', external: true },
      { label: 'Contact Us', to: '/page/contact/' },
    ],
  },
];
