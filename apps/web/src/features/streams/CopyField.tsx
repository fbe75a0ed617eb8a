import { SHARE_TEXT } from '@earshot/contract';
import { useId, useRef } from 'react';
import { toast } from '../toasts/store';
import { STREAM_TEXT } from './streamText';
import './streams.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The Copy button's accessible name where a dialog or page holds more than one Copy; left out, it is the button's text. */
  copyLabel?: string;
  /** Announced (a toast, which screen readers hear) once the value is on the clipboard; a stream address's words unless given. */
  copiedMessage?: string;
  /** Said (a toast) where the clipboard refuses, the value left selected to copy by hand; a stream address's words unless given. */
  failureMessage?: string;
  /** The Copy button is what a dialog focuses as it opens (Modal's `data-autofocus`): passed on to it. */
  'data-autofocus'?: true;
}

/**
 * A read-only address (a channel's link in the share modal, a stream address) with a Copy button;
 * where the clipboard refuses (an insecure page, a refused permission), the address is left selected
 * to copy by hand. It lives with the streams, which every one of its users loads (vite.config.ts's
 * `streams` chunk).
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedMessage = STREAM_TEXT.streamAddressCopied,
  failureMessage = STREAM_TEXT.copyFailure,
  ...copyButton
}: CopyFieldProps) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ kind: 'success', message: copiedMessage });
    } catch {
      fieldRef.current?.select();
      toast({ kind: 'error', message: failureMessage });
    }
  };

  return (
    <div className="copy-field">
      <label className="copy-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="copy-field__row">
        {/* A text area, not a one-line field: the address wraps, so the whole of it shows at any width. */}
        <textarea
          ref={fieldRef}
          id={fieldId}
          className="copy-field__input"
          readOnly
          spellCheck={false}
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          // The click that focuses the field would otherwise drop the selection where it lands.
          onMouseUp={(event) => event.preventDefault()}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-label={copyLabel}
          onClick={() => void copy()}
          {...copyButton}
        >
          {SHARE_TEXT.copy}
        </button>
      </div>
    </div>
  );
}
