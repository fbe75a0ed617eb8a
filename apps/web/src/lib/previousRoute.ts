import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

/** Pages a visitor is sent away from once logged in; never worth returning to. */
const AUTH_PATHS = ['/log-in/', '/sign-up/', '/reset-password/', '/byebye/'];

const usePreviousRouteStore = create<{ previous: string | null }>(() => ({ previous: null }));

/** The route visited before the current one (UI state in the spec), for "go back" after sign-up. */
export function usePreviousRoute(): string | null {
  return usePreviousRouteStore((s) => s.previous);
}

/** Mounted once in the shell: remembers the last non-account page as the visitor moves on. */
export function useTrackPreviousRoute(): void {
  const { pathname, search } = useLocation();
  const current = useRef<string | null>(null);
  useEffect(() => {
    const last = current.current;
    current.current = `${pathname}${search}`;
    if (last && !AUTH_PATHS.some((p) => last.startsWith(p))) usePreviousRouteStore.setState({ previous: last });
  }, [pathname, search]);
}
