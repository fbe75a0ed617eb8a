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
