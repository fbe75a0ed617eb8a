/**
 * The player's controls beyond play, skip and volume (stars, Ban, favorite, Blend, Share, the
 * Five-Star filters) are one chunk of their own: nothing of them is needed to start the sound,
 * and the first download has a budget.
 */
export const loadExtras = () => import('./extras');

export type Extras = Awaited<ReturnType<typeof loadExtras>>;
