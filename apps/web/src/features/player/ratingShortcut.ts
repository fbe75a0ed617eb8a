/**
 * The stars' own action, lent to the keyboard's `1`–`5`: the rating control (a lazily loaded part
 * of the open player) provides it while it is on screen, so a key rates exactly as a click on a star
 * does (the log-in gate, the optimistic stars, the toast). With no song in the player there is no
 * rating control, and the keys do nothing.
 */
let rateSong: ((stars: number) => void) | null = null;

/** Returns the function that withdraws it. */
export function provideRating(rate: (stars: number) => void): () => void {
  rateSong = rate;
  return () => {
    if (rateSong === rate) rateSong = null;
  };
}

export function rateByKeyboard(stars: number): void {
  rateSong?.(stars);
}
