import { LIMITS } from '@earshot/contract';

/** Where the space bar types text or changes a value. */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Where the space bar already presses the focused control; toggling too would undo the press. Links scroll, so they toggle. */
const PRESSABLE = 'button, summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"]';

function isSpace(event: KeyboardEvent): boolean {
  return event.keyCode === LIMITS.spaceKeyCode || event.key === ' ';
}

export function wireSpaceBar(target: Document, toggle: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSpace(event) || event.repeat || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const element = event.target instanceof Element ? event.target : null;
    if (element?.closest(EDITABLE) || element?.closest(PRESSABLE)) return;
    event.preventDefault();
    toggle();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
