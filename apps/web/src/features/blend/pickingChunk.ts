/**
 * What blend mode runs, its own chunk: the tile-click listener, the prompt and the call (with their
 * imports). The player's controls load the Blend button and bar only; this comes on the way to
 * pressing Blend.
 */
export const loadBlendPicking = () => import('./BlendPicking');
