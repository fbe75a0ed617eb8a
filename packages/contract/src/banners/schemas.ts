import { z } from 'zod';

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
