import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { RouteDeps } from '../routes';

/** The route whose children pageRoutes.tsx lists. */
const PAGES_ROUTE_ID = 'pages';
/** Manifest key of the page table's chunk: the server preloads it with any page from it. */
export const PAGE_ROUTES_CHUNK = 'src/pageRoutes.tsx';

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children && findRoute(route.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Lets the browser start with the first load's routes only and fetch the rest of the table the
 * first time a path needs it. Until then such a path matches only the not-found route, whose
 * splat parameter makes React Router ask `patchRoutesOnNavigation` for more routes.
 */
export function pageDiscovery(deps: RouteDeps) {
  let pages: Promise<RouteObject[]> | null = null;
  let added = false;
  const load = () => (pages ??= import('../pageRoutes').then((module) => module.createPageRoutes(deps)));

  return {
    /**
     * Before hydration: adds the page table to `routes` when `pathname` is one of its pages, so the
     * router starts with the route the server rendered.
     */
    async addFor(routes: RouteObject[], pathname: string): Promise<void> {
      const matches = matchRoutes(routes, pathname) ?? [];
      if (!matches.at(-1)?.params['*']) return;
      const parent = findRoute(routes, PAGES_ROUTE_ID);
      if (!parent) throw new Error(`No '${PAGES_ROUTE_ID}' route to add the pages to`);
      parent.children = [...(parent.children ?? []), ...(await load())];
      added = true;
    },
    patchRoutesOnNavigation: (async ({ patch }) => {
      if (added) return;
      patch(PAGES_ROUTE_ID, await load());
      added = true;
    }) satisfies PatchRoutesOnNavigationFunction,
  };
}
