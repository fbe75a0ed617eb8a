import { renderAsync } from '@resvg/resvg-js';

/** Link previews are drawn at this width (Facebook and X ask for 600 px or more). */
const PREVIEW_WIDTH = 1200;
/** Rendered previews kept in memory, most recently asked first: crawlers ask for a few, often again. */
const CACHE_ENTRIES = 200;

/**
 * PNG renditions of the generated SVG art, for link previews: Facebook, X and most chat apps do
 * not show SVG images. Rendering runs off the main thread; the text uses the system's fonts (the
 * art names Liberation Sans and Arial, with sans-serif after them).
 */
export class PngRenderer {
  private readonly cache = new Map<string, Promise<Buffer>>();

  render(key: string, svg: () => string): Promise<Buffer> {
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const rendering = renderAsync(svg(), { fitTo: { mode: 'width', value: PREVIEW_WIDTH }, font: { loadSystemFonts: true } }).then((image) => image.asPng());
    rendering.catch(() => this.cache.delete(key));
    this.cache.set(key, rendering);
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return rendering;
  }
}
