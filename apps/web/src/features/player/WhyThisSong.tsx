import { type SongWhy, WHY_TEXT, whyLines } from '@earshot/contract';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { QuestionIcon } from './playerIcons';

export interface WhyPopover {
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  toggle(): void;
}

/**
 * The open state of the "Why this song?" popover. It closes on Escape (focus back on its button),
 * on a press anywhere else, and when the item playing has no reason to give (a station id, an ad).
 * While open it follows the player: the next song's reason replaces the last one's.
 */
export function useWhyPopover(available: boolean): WhyPopover {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = open && available;

  useEffect(() => {
    if (!shown) return;
    const inside = (target: EventTarget | null) => target instanceof Node && (buttonRef.current?.contains(target) || panelRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown]);

  return { open: shown, panelId, buttonRef, panelRef, toggle: () => setOpen(!shown) };
}

export function WhyButton({ popover, disabled }: { popover: WhyPopover; disabled: boolean }) {
  return (
    <button
      ref={popover.buttonRef}
      type="button"
      className="now-playing__why"
      aria-label={WHY_TEXT.button}
      title={WHY_TEXT.button}
      aria-expanded={popover.open}
      aria-controls={popover.open ? popover.panelId : undefined}
      disabled={disabled}
      onClick={popover.toggle}
    >
      <QuestionIcon size={16} />
    </button>
  );
}

/** The song's reason in one or two lines, as the server gave it when it planned the song. */
export function WhyPanel({ popover, why }: { popover: WhyPopover; why: SongWhy }) {
  return (
    <div ref={popover.panelRef} id={popover.panelId} className="why-panel">
      {whyLines(why).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
