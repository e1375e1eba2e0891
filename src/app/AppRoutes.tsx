import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes as appRoutes } from './routes';

/**
 * The route table rendered by React Router's declarative mode: data loading is the machines' job, so the
 * data router's loaders and actions would be code on the login path that nothing calls. Tests may hand
 * it a table of their own.
 */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
