import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FatalErrorPage } from '../pages/not-found/FatalErrorPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <FatalErrorPage />;
}
