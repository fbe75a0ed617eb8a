import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`; `initial` until then. */
export function useDebounced<T>(value: T, ms: number, initial: T): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
