import { useEffect } from 'react';

interface ComboboxKeys {
  input: HTMLInputElement | null;
  count: number;
  active: number;
  open: boolean;
  setActive(index: number): void;
  onOpen(): void;
  onClose(): void;
  onPick(index: number): void;
  onClear(): void;
}

/**
 * The keyboard of the combobox pattern on the box's input: arrows move through the options (and
 * open the list), Enter picks the active one (else the form submits: the results page), Escape
 * closes, and a second Escape clears. Listened to on the element because the input ships in the
 * first page load and this code does not.
 */
export function useComboboxKeys({ input, count, active, open, setActive, onOpen, onClose, onPick, onClear }: ComboboxKeys): void {
  useEffect(() => {
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) return onOpen();
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
      } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
        event.preventDefault();
        onPick(active);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (open) onClose();
        else onClear();
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [input, count, active, open, setActive, onOpen, onClose, onPick, onClear]);
}
