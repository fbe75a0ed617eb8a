import { LIMITS, UI_TEXT } from '@earshot/contract';
import { useEffect, useRef, useState } from 'react';

interface RetryContentProps {
  message: string;
  /** Loads the content again; a returned promise settles when that attempt is over. */
  onRetry(): unknown;
  /** The last retry was used and the content is still missing (this control is still showing). */
  onExhausted?(): void;
}

/**
 * The retry control of 001 section 4: the message and a Retry button, disabled for 5 s after each
 * press and gone after 3 retries. The owner unmounts it once the content loads.
 */
export function RetryContent({ message, onRetry, onExhausted }: RetryContentProps) {
  const [retries, setRetries] = useState(0);
  const [locked, setLocked] = useState(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const retry = () => {
    const used = retries + 1;
    setRetries(used);
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), LIMITS.retryLockMs);
    const attempt = Promise.resolve(onRetry());
    if (used >= LIMITS.retryLimit) {
      void attempt.finally(() => {
        if (mounted.current) onExhausted?.();
      });
    }
  };

  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      {retries < LIMITS.retryLimit && (
        <button type="button" className="button button--secondary" disabled={locked} onClick={retry}>
          {UI_TEXT.retry}
        </button>
      )}
    </div>
  );
}
