import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true once the page is interactive. Forms disable
 * their submit button until then: submitted natively, a form would put its fields (passwords
 * included) into the URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
