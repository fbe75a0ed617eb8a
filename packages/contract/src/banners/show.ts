import type { Banner } from './schemas';

// Apart from the schemas: the page's first download shows the banner and must not carry zod.

/** The announcement banner call (001 section 7): a list whose first element is shown. */

export type BannerAudience = 'facebook' | 'user' | 'anonymous';

/** The HTML a listener sees, or null when the banner is off or empty for them. */
export function bannerHtml(first: Banner | undefined, audience: BannerAudience): string | null {
  if (!first || first.enabled === 'NO') return null;
  const html = (audience === 'facebook' ? first.contentf : audience === 'user' ? first.contentu : null) ?? first.content;
  return html.trim() === '' ? null : html;
}
