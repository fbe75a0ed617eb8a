import { z } from 'zod';

/** The announcement banner call (001 section 7): a list whose first element is shown. */
export const BANNER_PATHS = { list: '/c/m/json/banners/' } as const;

/**
 * One banner (001 section 3): `content` for everyone, `contentf` for Facebook-connected listeners,
 * `contentu` for logged-in listeners, each sanitised HTML or null when the banner has no such
 * variant (then `content` is shown). `enabled: 'NO'` hides it.
 */
export const banner = z.object({
  content: z.string(),
  contentf: z.string().nullable(),
  contentu: z.string().nullable(),
  enabled: z.enum(['YES', 'NO']),
});
export type Banner = z.infer<typeof banner>;

export const bannersList = z.array(banner);
export type BannersList = z.infer<typeof bannersList>;

export type BannerAudience = 'facebook' | 'user' | 'anonymous';

/** The HTML a listener sees, or null when the banner is off or empty for them. */
export function bannerHtml(first: Banner | undefined, audience: BannerAudience): string | null {
  if (!first || first.enabled === 'NO') return null;
  const html = (audience === 'facebook' ? first.contentf : audience === 'user' ? first.contentu : null) ?? first.content;
  return html.trim() === '' ? null : html;
}
