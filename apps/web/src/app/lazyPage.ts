import type { ComponentType } from 'react';
import { type Location, matchRoutes, type RouteObject } from 'react-router';

/** A lazily loaded page module: `pages/<name>/page.tsx`, whose default export is the page component. */
interface PageModule {
  default: ComponentType;
}

/** Every `pages/<name>/page.tsx` becomes its own chunk, loaded when a route first needs it. */
const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*/page.tsx');

/** What a route carries in `handle`. */
export interface RouteHandle {
  /**
   * The Vite manifest key (source path from the web app's root) of the route's lazily loaded
   * chunk; server rendering preloads its scripts and links its styles.
   */
  chunk?: string;
}

/**
 * The `lazy` and `handle` of a route whose page lives in `pages/<name>/page.tsx`:
 * `{ id: 'about', path: 'about', ...lazyPage('about') }`. Keep the route's loader in routes.tsx, so
 * its data is fetched while the chunk downloads.
 */
export function lazyPage(name: string): { lazy: () => Promise<{ Component: ComponentType }>; handle: RouteHandle } {
  const load = PAGE_MODULES[`../pages/${name}/page.tsx`];
  if (!load) throw new Error(`lazyPage('${name}'): there is no src/pages/${name}/page.tsx`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { chunk: `src/pages/${name}/page.tsx` },
  };
}

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
