import { formatClock, PLAYER_LIMITS, SLEEP_TEXT } from '@earshot/contract';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSleepTimerStore } from '../addOnStores';
import { usePlayerCommands } from '../PlayerContext';
import type { SleepChoice } from '../types';
import { MoonIcon } from './icons';
import './sleep.css';

const CHOICES: { label: string; choice: SleepChoice }[] = [
  ...PLAYER_LIMITS.sleepMinutes.map((minutes) => ({ label: SLEEP_TEXT.minutes(minutes), choice: { minutes } })),
  { label: SLEEP_TEXT.endOfSong, choice: 'endOfSong' },
];

/** The time left, once a second while a deadline is known; null for none. */
function useTimeLeft(endsAt: number | null): string | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : formatClock(Math.max(0, Math.ceil((endsAt - now) / 1000)));
}

/**
 * The sleep timer: a button opening its choices (15–90 minutes, the end of this song, off), and
 * while it runs the time left beside it.
 */
export function SleepTimer() {
  const player = usePlayerCommands();
  const state = useSleepTimerStore();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLFieldSetElement>(null);
  const menuId = useId();
  const active = state.mode !== 'off';
  const left = useTimeLeft(active ? state.endsAt : null);
  const summary = !active ? null : left ? SLEEP_TEXT.stopsIn(left) : SLEEP_TEXT.stopsAfterSong;

  useEffect(() => {
    if (open) menu.current?.querySelector('button')?.focus();
  }, [open]);

  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) toggle.current?.focus();
  };
  const choose = (choice: SleepChoice | null) => {
    player?.setSleepTimer(choice);
    close(true);
  };
  // On each of its buttons: Escape closes the choices, and so does focus leaving them.
  const stayOpen = {
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close(true);
    },
    onBlur(event: FocusEvent) {
      if (open && !box.current?.contains(event.relatedTarget as Node | null)) close(false);
    },
  };

  return (
    <div className="sleep" ref={box}>
      <button
        {...stayOpen}
        ref={toggle}
        type="button"
        className={active ? 'player-button sleep__toggle sleep__toggle--active' : 'player-button sleep__toggle'}
        aria-label={summary ? `${SLEEP_TEXT.button}: ${summary}` : SLEEP_TEXT.button}
        title={summary ?? SLEEP_TEXT.button}
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!player}
        onClick={() => setOpen(!open)}
      >
        <MoonIcon size={18} />
        {active && (
          <span className="sleep__left" aria-hidden="true">
            {left ?? SLEEP_TEXT.endOfSong}
          </span>
        )}
      </button>
      <fieldset ref={menu} id={menuId} className="sleep__menu" aria-label={SLEEP_TEXT.button} hidden={!open}>
        {CHOICES.map(({ label, choice }) => (
          <button {...stayOpen} key={label} type="button" className="sleep__choice" onClick={() => choose(choice)}>
            {label}
          </button>
        ))}
        {active && (
          <button {...stayOpen} type="button" className="sleep__choice" onClick={() => choose(null)}>
            {SLEEP_TEXT.off}
          </button>
        )}
      </fieldset>
    </div>
  );
}
