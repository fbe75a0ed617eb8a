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

/** The mobile drawer's account items for a logged-out visitor (Sign Out is a button, added by the drawer). */
export const DRAWER_ANONYMOUS_LINKS: ChromeLink[] = [
  { label: 'Sign Up', to: '/sign-up/' },
  { label: 'Log in', to: '/log-in/' },
];

export const DRAWER_ACCOUNT_LINKS: ChromeLink[] = [
  { label: 'My Channels', to: '/favorites/' },
  { label: 'My Song Ratings', to: '/ratings-history/' },
  { label: 'My Song History', to: '/track-history/' },
  { label: 'Accounts Settings', to: '/user_settings/' },
];

/** Always in the mobile drawer, after the account links. */
export const DRAWER_EXTRA_LINKS: ChromeLink[] = [
  { label: 'Contact Us', to: '/page/contact/' },
  { label: 'Our Story', to: '/about/' },
  { label: 'Themes', to: '/theme_settings/' },
  { label: 'Help', to: '/page/help/' },
];

/** The desktop My Account dropdown, after the channel items. */
export const ACCOUNT_MENU_LINKS: ChromeLink[] = [
  { label: 'View Rated Songs', to: '/ratings-history/' },
  { label: 'View Song History', to: '/track-history/' },
  { label: 'Account Settings', to: '/user_settings/' },
];

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
