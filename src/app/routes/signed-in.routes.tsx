import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../kernel/paths';
import { dashboardRoutes } from './dashboard.routes';
import { productRoutes } from './product.routes';

/** /dashboard/* and /product/*, then the not-found page for any other path. */
export const signedInRoutes: RouteObject[] = [...dashboardRoutes, ...productRoutes, { path: '*', element: <Navigate to={paths.notFound} replace /> }];

/**
 * The signed-in areas' routes, a chunk of their own that loads with the first of them (index.html
 * preloads it on those paths): the login path does not carry their table, guards and permissions.
 * Rendered under the top table's `*`, whose base is `/`, so their absolute paths match as they are.
 */
export default function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}
