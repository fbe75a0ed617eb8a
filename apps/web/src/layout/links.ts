/**
 * The chrome's fixed links. Written out rather than built from the contract's page segments: this
 * module is first-load code, and layout/links.test.ts checks each opens a page of its own.
 */
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
