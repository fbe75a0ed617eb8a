import { type Location, matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './lazyPage';

/** The lazily loaded chunks of the matched routes, outermost first, without repeats. */
export function matchedChunks(matches: readonly { route: { handle?: unknown } }[]): string[] {
  const chunks = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.chunk);
  return [...new Set(chunks.filter((chunk): chunk is string => typeof chunk === 'string'))];
}

/**
 * Loads the lazy routes that match `location` and writes what they return onto the route objects,
 * so a router created from `routes` afterwards starts initialised and hydration renders exactly
 * what the server rendered (no fallback, no mismatch). A chunk that fails to load is left lazy:
 * the router tries it again and shows the route's error element if that fails too.
 */
export async function loadLazyMatches(routes: RouteObject[], location: Partial<Location> | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch (error) {
        console.error('Could not load the page code before hydration', error);
      }
    }),
  );
}
