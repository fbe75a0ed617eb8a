import { SHARE_TEXT } from '@earshot/contract';
import { useId, useRef } from 'react';
import { toast } from '../toasts/store';
import { STREAM_TEXT } from './streamText';
import './streams.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The Copy button's accessible name: a dialog or page may hold more than one Copy. */
  copyLabel: string;
  /** Announced (a toast, which screen readers hear) once the value is on the clipboard. */
  copiedMessage: string;
}

/** A read-only address with a Copy button; where the clipboard refuses, the address is left selected to copy by hand. */
export function CopyField({ label, value, copyLabel, copiedMessage }: CopyFieldProps) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ kind: 'success', message: copiedMessage });
    } catch {
      fieldRef.current?.select();
      toast({ kind: 'error', message: STREAM_TEXT.copyFailure });
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
          rows={2}
          readOnly
          spellCheck={false}
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          // The click that focuses the field would otherwise drop the selection where it lands.
          onMouseUp={(event) => event.preventDefault()}
        />
        <button type="button" className="button button--secondary" aria-label={copyLabel} onClick={() => void copy()}>
          {SHARE_TEXT.copy}
        </button>
      </div>
    </div>
  );
}
