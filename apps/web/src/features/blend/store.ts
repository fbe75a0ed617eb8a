import { create } from 'zustand';

/** One side of a blend: the channel playing, or the one picked to blend into it. */
export interface BlendChannel {
  id: string;
  name: string;
  oldId: number | null;
  userChannel: boolean;
}

interface BlendState {
  /** Blend mode: the listener's next click on a channel tile picks the channel to blend in. */
  mode: boolean;
  /** The 'Blend these channels?' prompt is showing. */
  promptActive: boolean;
  /** The channel playing and the one picked (exactly two, 000 section 3), or none yet. */
  pair: [current: BlendChannel, picked: BlendChannel] | [];
}

const IDLE: BlendState = { mode: false, promptActive: false, pair: [] };

/** Where blending stands (000 section 4, Blend). Loaded with the player's extra controls. */
export const useBlendStore = create<BlendState>(() => IDLE);

export function startBlendMode(): void {
  useBlendStore.setState({ mode: true });
}

/** A channel was picked: the pair forms and the prompt shows. */
export function formPair(current: BlendChannel, picked: BlendChannel): void {
  useBlendStore.setState({ pair: [current, picked], promptActive: true });
}

/** Ends blending at whatever step it is: blend mode off, no prompt, no pair. */
export function stopBlending(): void {
  useBlendStore.setState(IDLE);
}

export const useBlendMode = () => useBlendStore((s) => s.mode);
