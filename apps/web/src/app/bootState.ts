import type { DehydratedState } from '../lib/query';
import { type HydrationState, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { type ClientEnv, DEFAULT_CLIENT_ENV } from '../lib/env';
import { BOOT_STATE_ID } from './document';

/** Everything the client needs to hydrate without refetching: router loader results, query cache, environment values. */
export interface BootState {
  router: HydrationState;
  queries: DehydratedState;
  env: ClientEnv;
}

/** Route errors as plain JSON; a thrown 404 stays recognisable to isRouteErrorResponse on the client. */
export function routerHydrationState(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, data: error.data, internal: false }
            : { message: 'Server render error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

export function readBootState(doc: Document): BootState {
  const text = doc.getElementById(BOOT_STATE_ID)?.textContent;
  const boot = text ? (JSON.parse(text) as Partial<BootState>) : {};
  return {
    router: boot.router ?? {},
    queries: boot.queries ?? { queries: [] },
    env: { ...DEFAULT_CLIENT_ENV, ...boot.env },
  };
}
