import type { ComponentType } from 'react';

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
 * `{ id: 'about', path: 'about', ...lazyPage('about') }`. Keep the route's loader in pageRoutes.tsx, so
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
