import { Resvg } from '@resvg/resvg-js';
import { APP_FILES } from '@earshot/contract';

export interface Icon {
  path: string;
  size: number;
  /** The manifest's purpose: `maskable` icons fill their square; the platform cuts its own shape out of it. */
  purpose: 'any' | 'maskable' | null;
  png: Buffer;
}

/** The logo (public/favicon.svg: a rounded square with the glyph on it) split into its square's colour and its glyph. */
function logoParts(logo: string): { background: string; glyph: string } {
  const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(logo)?.[1];
  const glyph = /<g[\s\S]*<\/g>/.exec(logo)?.[0];
  if (!background || !glyph) throw new Error('favicon.svg is no longer a square with a <g> glyph: update apps/web/pwa/icons.ts');
  return { background, glyph };
}

/**
 * The glyph on a full square of the logo's colour, scaled about the centre: a maskable icon's
 * platform may keep only the middle circle of 80 % of its width, which the glyph, at 70 %, stays inside.
 */
function fullBleed(logo: string, glyphScale: number): string {
  const { background, glyph } = logoParts(logo);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${glyphScale}) translate(-16 -16)">${glyph}</g></svg>`;
}

const png = (svg: string, size: number) => Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());

/** The icons browsers ask for, drawn from the logo: 192 and 512 for installation, maskable for Android, 180 for iOS. */
export function appIcons(logo: string): Icon[] {
  return [
    { path: APP_FILES.icons.any192, size: 192, purpose: 'any', png: png(logo, 192) },
    { path: APP_FILES.icons.any512, size: 512, purpose: 'any', png: png(logo, 512) },
    { path: APP_FILES.icons.maskable512, size: 512, purpose: 'maskable', png: png(fullBleed(logo, 0.7), 512) },
    // iOS rounds the corners itself and puts transparency on black.
    { path: APP_FILES.icons.appleTouch, size: 180, purpose: null, png: png(fullBleed(logo, 1), 180) },
  ];
}
