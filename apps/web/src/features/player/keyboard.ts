import { LIMITS, SHORTCUT_TEXT } from '@earshot/contract';

/** What the player's keys do; browserPlayer.ts wires them to the engine. */
export interface ShortcutActions {
  toggle(): void;
  /** The Skip button's press, log-in gate included. */
  next(): void;
  /** Up (1) or down (-1) by one step. */
  stepVolume(direction: 1 | -1): void;
  toggleMute(): void;
  rate(stars: number): void;
  showShortcuts(): void;
}

/** The list the `?` dialog shows, in its order. */
export const SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['Space'], label: SHORTCUT_TEXT.playPause },
  { keys: ['N'], label: SHORTCUT_TEXT.next },
  { keys: ['+'], label: SHORTCUT_TEXT.volumeUp },
  { keys: ['-'], label: SHORTCUT_TEXT.volumeDown },
  { keys: ['M'], label: SHORTCUT_TEXT.mute },
  { keys: ['1–5'], label: SHORTCUT_TEXT.rate },
  { keys: ['?'], label: SHORTCUT_TEXT.help },
];

/** Where keys type text or change a value. */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Where the space bar already presses the focused control; toggling too would undo the press. Links scroll, so they toggle. */
const PRESSABLE = 'button, summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"]';
/** An open dialog owns the keyboard: its keys are its own, and the page behind is not to be played with. */
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
const MODAL_OPEN = '[aria-modal="true"], dialog[open]';

function isSpace(event: KeyboardEvent): boolean {
  return event.keyCode === LIMITS.spaceKeyCode || event.key === ' ';
}

/** The action a key stands for, if any; held keys repeat only the volume. */
function actionFor(event: KeyboardEvent, actions: ShortcutActions): (() => void) | null {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === '+' || key === '=') return () => actions.stepVolume(1);
  if (key === '-') return () => actions.stepVolume(-1);
  if (event.repeat) return null;
  if (isSpace(event)) return actions.toggle;
  if (key === 'n') return actions.next;
  if (key === 'm') return actions.toggleMute;
  if (key === '?') return actions.showShortcuts;
  if (key.length === 1 && key >= '1' && key <= '5') return () => actions.rate(Number(key));
  return null;
}

/**
 * The player's keyboard shortcuts, one listener for all of them: none fires while the listener
 * types (a field, a select, an editable region), while a dialog is open, or with Ctrl, Alt or Meta
 * (the browser's and the system's own shortcuts). Shift is allowed: `?` and `+` need it.
 */
export function wireKeyboard(target: Document, actions: ShortcutActions): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = actionFor(event, actions);
    if (!action) return;
    const element = event.target instanceof Element ? event.target : null;
    if (element?.closest(EDITABLE) || element?.closest(DIALOG) || target.querySelector(MODAL_OPEN)) return;
    if (isSpace(event) && element?.closest(PRESSABLE)) return;
    event.preventDefault();
    action();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
