import { createContext, useContext } from 'react';
import type { PlayerCommands } from './types';

/** The engine's commands; null while server rendering, where nothing can play. */
export const PlayerContext = createContext<PlayerCommands | null>(null);

export function usePlayerCommands(): PlayerCommands | null {
  return useContext(PlayerContext);
}
