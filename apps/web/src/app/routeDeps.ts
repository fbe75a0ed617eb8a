import type { ApiClient } from '../api/client';
import type { QueryClient } from '../lib/query';

/** What the route tables (routes.tsx and pageRoutes.tsx) build their loaders from. */
export interface RouteDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /**
   * The server waits for page data so it is in the HTML; the browser navigates at once and
   * lets the page show skeletons while the data arrives.
   */
  awaitData: boolean;
}
