import { SHARE_TEXT } from '@earshot/contract';
import type { ReactNode } from 'react';
import { type IconProps, Svg } from '../../ui/icons';

const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  </Svg>
);

const XIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
  </Svg>
);

const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5 8-5V7zm16 2.8-8 5-8-5V17h16z" />
  </Svg>
);

export interface SocialLink {
  network: 'facebook' | 'x' | 'email';
  /** Shown on the link. */
  label: string;
  /** Its accessible name, which says where it goes. */
  name: string;
  href: string;
  icon: ReactNode;
  /** The networks' share pages open in a new tab; an email link opens the mail program. */
  newTab: boolean;
}

/** `key=value&…`, percent-encoded: URLSearchParams writes a space as '+', which mail programs show as it is. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** Where a listener can share a channel's link besides copying it: Facebook's sharer, an X post, an email. */
export function socialLinks(url: string, channelName: string): SocialLink[] {
  const message = SHARE_TEXT.message(channelName);
  return [
    {
      network: 'facebook',
      label: SHARE_TEXT.facebook,
      name: SHARE_TEXT.shareOn(SHARE_TEXT.facebook),
      href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
      icon: <FacebookIcon size={18} />,
      newTab: true,
    },
    {
      network: 'x',
      label: SHARE_TEXT.x,
      name: SHARE_TEXT.shareOn(SHARE_TEXT.x),
      href: `https://twitter.com/intent/tweet?${query({ text: message, url })}`,
      icon: <XIcon size={18} />,
      newTab: true,
    },
    {
      network: 'email',
      label: SHARE_TEXT.email,
      name: SHARE_TEXT.shareByEmail,
      href: `mailto:?${query({ subject: SHARE_TEXT.emailSubject(channelName), body: `${message} ${url}` })}`,
      icon: <MailIcon size={18} />,
      newTab: false,
    },
  ];
}
