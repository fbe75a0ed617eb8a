import { createContext } from 'react';

/**
 * Opens or folds the player on a narrow screen, for what it holds: picking a channel to blend needs
 * the tiles the expanded player covers. A module of its own, so blend mode reaches it without
 * importing the player's components (which load blend's).
 */
export const PlayerExpansion = createContext<(expanded: boolean) => void>(() => {});
