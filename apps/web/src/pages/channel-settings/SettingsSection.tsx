import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

interface SettingsSectionProps {
  title: string;
  /** How many rows it lists: when one goes, focus that was on it comes back to the heading. */
  count: number;
  /** Shown instead of the list when there is nothing in it. */
  empty?: string;
  children: ReactNode;
}

/** One list of the settings page under its heading, or its empty text. */
export function SettingsSection({ title, count, empty, children }: SettingsSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const previousCount = useRef(count);
  useLayoutEffect(() => {
    // A removed row takes its focused button with it; a keyboard user would be sent back to the top.
    if (count < previousCount.current && document.activeElement === document.body) heading.current?.focus();
    previousCount.current = count;
  }, [count]);
  return (
    <section className="channel-settings__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {count === 0 && empty ? <p className="channel-settings__empty">{empty}</p> : children}
    </section>
  );
}
