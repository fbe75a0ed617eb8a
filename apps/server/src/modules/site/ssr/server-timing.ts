/** The metric name of a page's render time in its Server-Timing header. */
export const RENDER_TIMING = 'render';

/** A Server-Timing header naming the page render's duration in milliseconds. */
export function serverTiming(renderMs: number): string {
  return `${RENDER_TIMING};dur=${renderMs.toFixed(1)}`;
}
