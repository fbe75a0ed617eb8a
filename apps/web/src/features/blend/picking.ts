import type { TileChannelData } from '../channels/tileChannel';
import { useModalStore } from '../modals/store';
import type { BlendChannel } from './store';

function readTileChannel(data: string): BlendChannel {
  const [id, name, oldId, userChannel] = JSON.parse(data) as TileChannelData;
  return { id, name, oldId, userChannel };
}

/**
 * While blend mode is on, a click on a channel tile (its `data-channel`) picks that channel rather
 * than playing it, and Escape ends blend mode. The click listener is on the document in the capture
 * phase, so it runs before React's on the app's root and the tile never hears of the click: tiles
 * are in the first page load, and carry no blending code. `<html data-blend-picking>` styles them
 * meanwhile. Returns the function that stops all this.
 */
export function watchPicking({ onPick, onEscape }: { onPick(picked: BlendChannel): void; onEscape(): void }): () => void {
  const onClick = (event: MouseEvent) => {
    const tile = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-channel]') : null;
    if (!tile?.dataset.channel) return;
    event.preventDefault();
    event.stopPropagation();
    onPick(readTileChannel(tile.dataset.channel));
  };
  // An open modal takes Escape for itself.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.isComposing && !useModalStore.getState().active) onEscape();
  };
  const root = document.documentElement;
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown);
  root.dataset.blendPicking = '';
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown);
    delete root.dataset.blendPicking;
  };
}
